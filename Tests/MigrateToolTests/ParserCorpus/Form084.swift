func f86() { _ = x as? Foo<A.shared> }
