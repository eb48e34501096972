let v24: A.shared.Type = x
