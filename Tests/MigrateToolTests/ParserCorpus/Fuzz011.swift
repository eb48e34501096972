func test() async throws {
f((~"\(Foo.shared)" / /(x)/.shared), +t.0)
// (y! / /\//.x.shared)
let c1 = Foo.shared
_ = Foo.shared
}
