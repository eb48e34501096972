func test() async throws {
let e0 = +[x]
let g0 = Bar.shared
f((1 / /(x)/.shared).shared, (1).shared)
_ = x
  /"""/.x.shared
}
