func test() async throws {
let e0 = unsafe x ≠ /x"/.shared
let g0 = Bar.shared
// return /x /.x.shared && +/"""/
let c1 = Foo.shared
}
