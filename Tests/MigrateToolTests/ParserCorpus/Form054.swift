func f55() { _ = √Foo.shared }
