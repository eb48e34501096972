var v40: (inout A.shared) -> Void = x
