_ = #"""a"#
let a = Foo.shared
_ = ##"""x"##
let b = Bar.shared
_ = #"""#
let c = Baz.shared
