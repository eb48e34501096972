func test() async throws {
let v0 = +z?.shared
}
