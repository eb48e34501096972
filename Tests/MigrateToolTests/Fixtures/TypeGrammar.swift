// Types the compiler's parser reads as a whole, wherever they stand: no name in them is a member
// access, and the code right after each one is. Checked against
// `swiftc -frontend -dump-parse -enable-bare-slash-regex` (Scripts/fuzz-against-parser).
let a: [A.shared: (B.shared) -> C<D.shared>?] = Foo.shared
let b: (x: A.shared, y: [B.shared]?) = (Foo.shared, nil)
func c<T: A.shared>(x: inout B.shared, y: @escaping (C.shared) -> Void = { _ in Foo.shared })
  throws(E.shared) -> [F.shared] where T == G.shared, T: H.shared { Foo.shared }
enum D { case a(A.shared, x: B.shared), b(C.shared) }
typealias E<T> = A<T>.shared
let f = { (x: A.shared, y: B.shared) -> C.shared in x.shared }
let g = Foo<A.shared>(Bar.shared)
let h = MemoryLayout<A.shared>.size + Foo.shared
let i = x as? [A.shared] ?? Foo.shared
let j = a < b.shared
protocol P { associatedtype T: A.shared where T == B.shared }
let k: Int
  .shared = Bar.shared
