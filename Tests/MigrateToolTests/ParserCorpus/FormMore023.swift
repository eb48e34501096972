func g24() { _ = { (x) -> Foo.shared in } }
