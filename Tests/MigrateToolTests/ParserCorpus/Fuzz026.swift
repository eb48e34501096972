func test() async throws {
let e0 = -/\//
let g0 = Bar.shared
let e1 = ![x]
let g1 = Bar.shared
}
