func f4() { _ = Foo<Bar.shared>() }
