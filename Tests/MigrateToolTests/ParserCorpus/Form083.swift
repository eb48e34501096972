typealias T85 = A.shared
func f85() { _ = a ? b : Foo.shared }
