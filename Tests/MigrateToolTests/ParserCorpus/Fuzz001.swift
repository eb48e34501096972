func test() async throws {
let e0 = (~"\(Foo.shared)").shared
let g0 = Bar.shared
// z?.shared ≠ t.0
let c1 = Foo.shared
_ = x
  /.shared/.x.shared
}
