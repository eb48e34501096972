func g19() -> some Collection<Foo.shared> { x }
