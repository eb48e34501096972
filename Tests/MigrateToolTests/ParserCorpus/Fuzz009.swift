func test() async throws {
_ = x
  /x"/.x.shared
let e1 = !"s.shared"
let g1 = Bar.shared
_ = [x]
}
