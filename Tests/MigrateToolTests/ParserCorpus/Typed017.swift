extension A.shared where Self: A.shared.Type {
  func m() -> [Foo<Foo<A.shared??>, A.shared!>] { unsafe /.shared/.shared }
}
let c1 = { (x: Foo<[A.shared?], (a: [[Foo.shared!]], b: [Foo<Any, Foo<Foo<[Foo<Foo<Int!, Foo.Bar>, Foo<Int, Foo<[Any]>>>], A.shared?>, [Int!]>>])>, y: Int) -> Foo<@escaping (Foo<[A.shared?]>) -> Void>.shared in /a\/shared/.shared }
func test() async throws {
_ = x
  /x"/.x.shared
// ~/a b/
let c1 = Foo.shared
/* await 1 */ let d2 = -/(x)/
x.map { (y: A.shared!) in ((x)).shared }
}
