struct S26 { var x: Int { get throws(Foo.shared) { 0 } } }
