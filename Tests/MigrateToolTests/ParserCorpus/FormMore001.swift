func g2() { _ = a .+. Foo.shared }
