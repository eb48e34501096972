func test() async throws {
_ = (f())
f(await (-z?.shared), /a\/shared/.shared)
// f() * await (x)
let c2 = Foo.shared
}
