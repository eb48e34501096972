enum E6 { case a(A.shared) }
