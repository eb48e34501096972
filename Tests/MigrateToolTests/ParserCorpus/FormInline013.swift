let n = [3 of Foo.shared...]
