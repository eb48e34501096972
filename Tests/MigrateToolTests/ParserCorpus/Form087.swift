enum E89 { case a(A.shared); func f() { switch self { case .a(let x): _ = x.shared } } }
