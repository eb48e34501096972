enum E7 { case b(x: A.shared, y: B.shared) }
