func test() async throws {
_ = x
f((!"s.shared")≠!1, +/(x)/)
f((y! + -(x)).shared, "\(Foo.shared)"
  .+. await y!)
}
