let v13: (A.shared) -> B.shared = x
