var v33: A.shared! = x
