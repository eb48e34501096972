func f63() { _ = Foo<Bar.shared>.init() }
