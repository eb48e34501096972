func f78() { _ = x < y.shared }
