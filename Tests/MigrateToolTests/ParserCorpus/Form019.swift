func f20(x: @escaping (A.shared) -> Void) {}
