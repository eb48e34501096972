func test() async throws {
_ = "\(Foo.shared)"
}
