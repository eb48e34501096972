let v25: any A.shared & B.shared = x
