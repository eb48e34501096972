func f1(x: A.shared) {}
