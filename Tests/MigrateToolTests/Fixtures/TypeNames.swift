// Type names the compiler's parser reads as types, not member accesses. Checked against
// `swiftc -frontend -dump-parse -enable-bare-slash-regex` (Scripts/fuzz-against-parser).
import A.shared
import struct B.shared

extension A.shared {}
extension A.shared: B.shared, C.shared {}
class C: A.shared, B.shared {}
struct S<T: A.shared>: B.shared {}
protocol P: A.shared {}

@A.shared var z = Foo.shared
@B.shared(Bar.shared) var w = 0
func f() -> some A.shared { Foo.shared }
func g() -> any A.shared { Bar.shared }
let v = Baz.shared
