func test() async throws {
let v0 = /(x)/
  ≠ Foo.shared .+. /x"/
let v1 = try? -"\(Foo.shared)"
}
