func test() async throws {
_ = x
  /(x)/.x.shared
/* ([x]).shared */ let d1 = try? (-1)
// /a\/shared/.x.shared
let c2 = Foo.shared
}
