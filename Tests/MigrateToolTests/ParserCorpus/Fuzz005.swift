func test() async throws {
_ = /\//
}
