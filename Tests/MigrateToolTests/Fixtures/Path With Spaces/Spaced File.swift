let spaced = Foo.shared
