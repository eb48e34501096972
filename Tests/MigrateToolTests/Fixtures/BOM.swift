let a = Foo.shared
let b = Bar.shared
