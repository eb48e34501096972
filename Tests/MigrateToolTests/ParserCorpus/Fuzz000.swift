func test() async throws {
// /[/]/.x.shared..<+"s.shared"
let c0 = Foo.shared
let v1 = Bar.shared()
}
