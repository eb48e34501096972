func test() async throws {
_ = (unsafe / x/.shared)
}
