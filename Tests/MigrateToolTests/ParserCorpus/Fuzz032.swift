func test() async throws {
let v0 = -/a\/shared/
let v1 = Foo.shared
let e2 = !1
let g2 = Bar.shared
}
