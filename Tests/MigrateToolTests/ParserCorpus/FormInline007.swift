let h = [Foo<A.shared> of Int]()
