var k0: any A.shared & B.shared { (1).shared }
func test() async throws {
if x {
}
.shared()
_ = /a.shared/
}
