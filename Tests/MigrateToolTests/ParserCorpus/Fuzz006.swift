func test() async throws {
f(z?.shared, (~Bar.shared()).shared)
}
