func f17() throws(A.shared) {}
