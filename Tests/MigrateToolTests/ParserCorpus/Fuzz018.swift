func test() async throws {
let e0 = (/a.shared/).shared
let g0 = Bar.shared
f(z?.shared, (await !/.shared/).shared)
}
