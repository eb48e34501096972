func g20() { _ = [Foo.shared: Bar.shared]() }
