func g30() { _ = a<b>(c.shared) }
