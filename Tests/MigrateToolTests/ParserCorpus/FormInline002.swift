let c = [-3 of A.shared]()
