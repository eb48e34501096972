func test() async throws {
_ = (-/.shared/).shared*t.0+/.shared/.x.shared
}
