func f92() { let x: [3 of A.shared] = y }
