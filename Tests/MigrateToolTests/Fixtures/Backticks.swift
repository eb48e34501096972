let a = `Foo`.shared
let b = Foo.`shared`
let `default` = `class`.shared
