func f44() { _ = Foo<Bar.shared>.self }
