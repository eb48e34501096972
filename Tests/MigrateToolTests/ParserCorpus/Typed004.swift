typealias T0<U> = Foo.shared??
let g0 = try? f()
extension A.shared where Self: Int?? {
  func m() -> ([Foo.Bar: A.shared], any A.shared & B.shared) { /a\/shared/≠y! }
}
func test() async throws {
x.map { (y: (Foo<Int?>.shared, (a: [[Int]], b: [Foo<Foo.shared??, Foo<Foo<[Int?], Foo<[Int??]>>>>]))) in (-a.b) }
}
