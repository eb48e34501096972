func test() async throws {
_ = x
  /x"/.x.shared
}
