func g15() { _ = x as Foo<Int>? ?? .shared }
