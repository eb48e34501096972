func f26() -> (A.shared, B.shared) {}
