let k = [3 of Int](repeating: A.shared)
