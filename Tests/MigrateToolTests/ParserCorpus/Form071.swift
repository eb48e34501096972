func f73() { _ = a ≠ Foo.shared }
