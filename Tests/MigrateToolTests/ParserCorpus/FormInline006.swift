let g = [3 of (A.shared, B.shared)](repeating: Foo.shared)
