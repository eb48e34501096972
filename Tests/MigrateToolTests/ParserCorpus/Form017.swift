func f18() throws(A.shared) -> B.shared {}
