func f60(x: [A.shared] = [.shared]) {}
