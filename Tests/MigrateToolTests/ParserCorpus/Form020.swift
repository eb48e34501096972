func f21(x: A.shared...) {}
