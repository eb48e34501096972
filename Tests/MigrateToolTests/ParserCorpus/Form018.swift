func f19(x: inout A.shared) {}
