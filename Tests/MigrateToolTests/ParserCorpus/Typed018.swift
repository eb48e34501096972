let h0: Foo<some A.shared & B.shared, Int?> = /\//
let h1: Foo<(Int, Foo<Foo<[[Self]]>, Foo<Foo.Bar, A.shared??>>)> = try? f()
func test() async throws {
// Bar.shared()
let c0 = Foo.shared
let v1 = /\//.shared - y!/~"s.shared"
_ = /\//.shared
// z?.shared
let c3 = Foo.shared
}
