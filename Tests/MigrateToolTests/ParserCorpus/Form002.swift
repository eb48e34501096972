let c3 = { (x: A.shared) -> B.shared in x }
