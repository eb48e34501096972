func test() async throws {
/* -Bar.shared()
  * return [x] */ let d0 = ([x]).shared
}
