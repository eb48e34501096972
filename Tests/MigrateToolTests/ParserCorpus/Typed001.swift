func test() async throws {
x.map { (y: (([Foo.shared!], Int?), Foo<Int?>.shared)) in (Bar.shared()) }
let l1: Foo<(a: Foo.shared!, b: [Self])>.shared = x
}
