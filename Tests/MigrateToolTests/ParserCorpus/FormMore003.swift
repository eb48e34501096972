func g4() { _ = y?!.shared }
