let i = [3 of A.shared?]()
