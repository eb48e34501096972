func test() async throws {
if x {
}
.shared()
if x {
}
.shared()
_ = (1) is some P
let e3 = /(x)/.x.shared
let g3 = Bar.shared
}
