let b = [n of A.shared]
