let v10: (A.shared, B.shared) = x
