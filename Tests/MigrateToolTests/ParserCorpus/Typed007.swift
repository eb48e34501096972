struct S0<U: Foo.Bar>: Foo<Int!> where U == any P {
  var p: (some P, [Int??]) = f()
  subscript(i: (([Int], Foo.shared??), [A.shared??])) -> Int?? { ~f() }
}
enum E1 {
  case a((any A.shared, Foo<Int?>)), b(x: (a: Foo<Foo<Foo<Foo<A.shared.Type>, Foo<Foo.shared??>>>>.shared, b: A.shared.Type))
  case c
}
func test() async throws {
// (1).shared
let c0 = Foo.shared
_ = unsafe .shared
let e2 = (1)
let g2 = Bar.shared
}
