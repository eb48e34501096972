func f41() { _ = Array<A.shared>() }
