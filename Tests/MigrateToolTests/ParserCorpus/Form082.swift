func f84() { _ = Foo<Int>?.shared }
