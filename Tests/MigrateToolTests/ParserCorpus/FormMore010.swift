func g11() { _ = Foo<Int>.Bar.shared }
