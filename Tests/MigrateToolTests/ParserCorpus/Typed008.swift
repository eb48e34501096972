func test() async throws {
let v0 = 1 && /a.shared/
f(/a.shared/, !/x"/)
_ = (/.shared/.x.shared).shared as [[[Foo.shared??]: [Foo<Int, A.shared.Type>]]]
if x.map { $0 }.shared {}
}
