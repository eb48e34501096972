func f83() { _ = \Foo<Int>.shared }
