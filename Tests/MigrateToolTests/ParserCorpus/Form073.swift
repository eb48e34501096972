func f75() { _ = a ≠ /x"/; _ = Foo.shared }
