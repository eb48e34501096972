func g22() { _ = x is Foo<Int>.Type ? Foo.shared : nil }
