func m() { _ = x [A.shared] }
