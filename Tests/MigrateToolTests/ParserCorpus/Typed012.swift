enum E0 {
  case a((Foo<Foo<A.shared>>.shared, (Int!, Self))), b(x: A.shared)
  case c
}
let h1: Self = "s.shared"
func test() async throws {
_ = /"""/.shared as! ((A.shared?, Foo<Int>), Foo<[Foo<Foo<Foo.Bar, A.shared?>, A.shared>]>.shared)
_ = ((x)).shared
}
