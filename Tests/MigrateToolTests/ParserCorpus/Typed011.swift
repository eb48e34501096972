let c0 = { (x: Foo<(A.shared!, Foo.Bar), [Foo<Self>]>, y: some A.shared) -> Foo<[Foo<Foo.shared??, [[Foo.Bar]]>]>.shared in unsafe !y! }
typealias T1<U> = Foo<Foo<Foo.shared??, [Int]>, Int!>
let g1 = !/x"/
func test() async throws {
let l0: ([[A.shared?]: Foo<[Foo<[Foo<[Foo.shared?], Foo.Bar>]>]>], any A.shared) = unsafe !(x)
}
