func test() async throws {
let e0 = +f()
let g0 = Bar.shared
}
