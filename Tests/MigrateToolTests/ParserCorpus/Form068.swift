let c70 = { () throws(A.shared) -> Void in }
