func test() async throws {
f((~/a b/ / [x]), -y!)
let v1 = (/a b/.x.shared)
let e2 = await +/x"/
let g2 = Bar.shared
let e3 = "\(Foo.shared)"
let g3 = Bar.shared
}
