func test() async throws {
let v0 = y! .+. unsafe z?.shared
}
