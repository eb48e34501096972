func g28() { guard case .a(let v) = x.shared else { return } }
