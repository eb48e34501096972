let l = [A.shared, B.shared] + [A.shared: 3]
