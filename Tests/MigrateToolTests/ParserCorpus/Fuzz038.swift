func test() async throws {
let v0 = (/a b/.shared)
_ = x
  /.shared/.x.shared
f("s.shared", /x"/.shared)
}
