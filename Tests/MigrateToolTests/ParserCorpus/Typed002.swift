func test() async throws {
/* await ((x)) */ let d0 = /x"/
// /x"/ - /a b/.shared
let c1 = Foo.shared
}
