func test() async throws {
// (/.shared/.shared ?? ~/ x/)
let c0 = Foo.shared
_ = try? !/.shared/
  / /a.shared/
f(await (x), -/(x)/)
}
