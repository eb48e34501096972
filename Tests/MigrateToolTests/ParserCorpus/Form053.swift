func f54() { _ = a ≠ /x"/ }
