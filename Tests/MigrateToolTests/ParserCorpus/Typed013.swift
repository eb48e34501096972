struct S0<U: A.shared??>: [A.shared] where U == [Foo<A.shared!>.shared: Foo<Foo.Bar>.shared] {
  var p: any P = (/a\/shared/)
  subscript(i: Foo<some P>) -> Int { !/x"/
  .+. f() }
}
let c1 = { (x: some A.shared, y: (Int, [Foo.Bar: Foo<Foo<[Foo<Foo<Int?, [[[Foo<Foo<[Foo.shared??], Int??>>]]]>, Foo.shared!>]>, Foo<[Self], [Any]>>])) -> [any A.shared: Int!] in unsafe [x] }
func test() async throws {
guard x.map { $0 }.shared else { return }
let v1 = (x)
}
