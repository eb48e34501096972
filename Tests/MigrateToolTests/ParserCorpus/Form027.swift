func f28() { if let y = x as? [A.shared] {} }
