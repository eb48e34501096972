let d = [A.shared of Int]()
