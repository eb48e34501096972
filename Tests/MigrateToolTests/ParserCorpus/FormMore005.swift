func g6() { _ = a+.shared }
