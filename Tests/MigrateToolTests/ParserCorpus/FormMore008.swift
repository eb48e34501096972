func g9() { _ = x ?? .shared }
