func test() async throws {
let e0 = +a.b
let g0 = Bar.shared
let e1 = Foo.shared
let g1 = Bar.shared
}
