func f43() { _ = MemoryLayout<A.shared>.size }
