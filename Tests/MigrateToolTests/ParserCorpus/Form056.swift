struct S58 { subscript(i: A.shared) -> B.shared { x } }
