let j = [_ of A.shared]() + [x.y of B.shared]
