func test() async throws {
f((unsafe +"s.shared").shared, /a.shared/)
}
