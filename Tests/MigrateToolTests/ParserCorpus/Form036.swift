let v37: (a: A.shared, b: B.shared) = x
