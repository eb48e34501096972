let a = [3 of A.shared]()
