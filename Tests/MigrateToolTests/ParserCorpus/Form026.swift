func f27() -> [A.shared] {}
