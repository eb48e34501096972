func f69() async throws(A.shared) {}
