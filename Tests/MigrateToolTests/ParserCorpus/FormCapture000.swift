func f90() { let c = { [weak self] (x: A.shared) in } }
