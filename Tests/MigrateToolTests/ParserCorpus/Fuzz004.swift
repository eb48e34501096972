func test() async throws {
/* return (Bar.shared()).shared */ let d0 = /x"/.shared
f(f(), /"""/)
}
