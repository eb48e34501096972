func test() async throws {
// /"""/ ≠ /\//.shared//"""/.x.shared ..< /a.shared/
let c0 = Foo.shared
}
