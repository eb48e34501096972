func test() async throws {
let e0 = /\//
let g0 = Bar.shared
}
