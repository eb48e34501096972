let v34: [A.shared]? = x
