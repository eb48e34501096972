func g23() { _ = { @MainActor (x: Foo.shared) in } }
