enum E0 {
  case a(any A.shared & B.shared), b(x: (a: @escaping (Foo.shared?) -> Void, b: Self))
  case c
}
func test() async throws {
let v0 = /x"/
if x {
}
.shared()
let l2: [(A.shared?, [Foo<Any>]): Foo<[Self]>.shared] = z?.shared
}
