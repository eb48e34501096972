func test() async throws {
f(!/x"/, unsafe unsafe /.shared/.shared)
}
