func g12() { _ = a <b> (c.shared) }
