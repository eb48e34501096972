// A parameter's type is a type, its default value is code. Positions checked against
// `swiftc -frontend -dump-parse -enable-bare-slash-regex` (Scripts/fuzz-against-parser).
func p(x: A.shared, z: C.shared? = nil, w: D.shared = Foo.shared) {}
func q<T>(_ t: T, label name: B.shared = g(a: Bar.shared)) -> Int { f(x: Baz.shared) }
struct S {
  init?(a: A.shared, b: Int = Foo.shared) {}
  subscript(i: A.shared) -> Int { 0 }
}
let r = f(x: Qux.shared)
