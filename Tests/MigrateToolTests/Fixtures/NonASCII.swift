let café = "naïve 😀"; let x = Foo.shared
