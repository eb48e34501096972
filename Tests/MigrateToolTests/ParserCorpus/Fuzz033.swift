func test() async throws {
_ = x
  /a b/.x.shared
}
