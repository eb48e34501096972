let a = Foo.shared
let b = "Foo.shared"

let c =
  Bar
  .shared
