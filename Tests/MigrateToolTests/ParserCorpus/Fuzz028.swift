func test() async throws {
// (unsafe /x"/)
let c0 = Foo.shared
/* /.shared/.shared */ let d1 = /\//
/* +1 */ let d2 = await (/a.shared/)
// return Bar.shared()
let c3 = Foo.shared
}
