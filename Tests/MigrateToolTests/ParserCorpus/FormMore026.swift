func g27() { if let x = y as? Foo.shared { _ = x.shared } }
