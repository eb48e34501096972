func f35() { _ = x as! A.shared? }
