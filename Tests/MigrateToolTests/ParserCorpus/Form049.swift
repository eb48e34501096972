func f50() { _ = true.shared }
