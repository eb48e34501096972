func f76() { _ = a≠Foo.shared }
