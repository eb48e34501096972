func test() async throws {
f((Bar.shared()), "s.shared")
let e1 = "s.shared"
let g1 = Bar.shared
}
