func g8() { _ = [.shared, -.shared] }
