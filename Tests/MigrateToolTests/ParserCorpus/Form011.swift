let v12: A.shared? = nil
