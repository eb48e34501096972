let f = [3 of A.shared].shared
