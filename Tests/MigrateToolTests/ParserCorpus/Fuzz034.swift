func test() async throws {
let v0 = !a.b
}
