func test() async throws {
let v0 = await 1
f((/.shared/.x.shared.+.!1).shared, (x))
// (y!)
let c2 = Foo.shared
_ = x
  /x"/.x.shared
}
