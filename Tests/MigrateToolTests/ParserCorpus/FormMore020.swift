func g21() { _ = [Int](repeating: Foo.shared, count: 1) }
