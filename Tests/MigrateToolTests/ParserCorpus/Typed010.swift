func test() async throws {
x.map { (y: any P) in await /.shared/.x.shared }
/* z?.shared / /a\/shared/ */ let d1 = try? y!
x.map { (y: [[Int: Any]: (Foo<Foo<[Foo.shared?]>, A.shared>, [A.shared!])]) in y! }
}
