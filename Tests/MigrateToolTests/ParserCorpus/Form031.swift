let c32 = { x -> A.shared in x }
