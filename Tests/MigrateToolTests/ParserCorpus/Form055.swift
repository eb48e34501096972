func f56() { _ = [A.shared]() }
