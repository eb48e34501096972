func test() async throws {
_ = x
  /.shared/.x.shared
let v1 = !/.shared/
let e2 = [x] && (/a\/shared/).shared
let g2 = Bar.shared
}
