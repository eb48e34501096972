func test() async throws {
/* (~[x]).shared */ let d0 = ~/.shared/
_ = await !/a\/shared/ ≠ a.b
// /[/]/.shared == unsafe !/x"/
let c2 = Foo.shared
}
