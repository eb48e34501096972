func test() async throws {
// /a\/shared/.shared + ~"\(Foo.shared)"
let c0 = Foo.shared
}
