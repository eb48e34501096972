protocol P0 {
  associatedtype T: any A.shared where T == A.shared??
}
func test() async throws {
let l0: Foo<Foo<A.shared!>>.shared = f()
}
