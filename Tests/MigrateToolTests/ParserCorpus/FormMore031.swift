func g32(_ x: some Sequence<Foo.shared>) {}
