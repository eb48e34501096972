let v9: [A.shared] = []
