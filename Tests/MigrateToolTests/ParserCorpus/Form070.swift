func f72() { _ = x as? any A.shared }
