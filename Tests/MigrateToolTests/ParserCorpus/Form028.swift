func f29() { _ = x is (A.shared) }
