let c2 = { (x: A.shared) in }
