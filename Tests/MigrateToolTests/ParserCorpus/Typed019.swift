func test() async throws {
_ = (/a\/shared/).shared as! [(a: Int, b: Foo<[[[[Foo.shared!]]]]>): [Int??]]
/* unsafe unsafe /x"/ */ let d1 = t.0
let l2: Any = /\//
}
