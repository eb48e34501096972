func f94() { _ = x ?? Foo.shared }
