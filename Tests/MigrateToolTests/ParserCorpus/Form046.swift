func f47() { _ = \Foo<Int>.shared }
