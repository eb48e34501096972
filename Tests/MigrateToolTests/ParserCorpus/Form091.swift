func f95() { _ = a.b<c.shared>(d) }
