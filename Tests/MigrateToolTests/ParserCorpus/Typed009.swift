let c0 = { (x: [(Foo<Foo<A.shared?, [Any]>>, [[Int]])], y: ([[Foo<[[[Int?]]], [[A.shared]]>]]) throws((A.shared??, Int?)) -> (Foo<A.shared.Type, Foo.shared!>, Int?)) -> (Int, (A.shared??, A.shared)) in +(x) }
func test() async throws {
_ = x
  /a b/.x.shared
}
