let e = [3 of [2 of A.shared]]().shared
