let v11: [A.shared: B.shared] = [:]
