func test() async throws {
// (/a b/)
let c0 = Foo.shared
_ = y!
_ = unsafe !/a\/shared/
// /x"/.x.shared
let c3 = Foo.shared
}
