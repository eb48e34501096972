func test() async throws {
_ = /a\/shared/
_ = [x]
}
