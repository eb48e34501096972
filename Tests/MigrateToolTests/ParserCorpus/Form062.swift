func f64() { _ = Set<A.shared>.shared }
