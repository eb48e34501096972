func test() async throws {
_ = x
  /"""/.x.shared
_ = x
  /x"/.x.shared
}
