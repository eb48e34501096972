func g33() { _ = x.map { [a] b in b.shared } }
