func f80() { _ = f(a < b, c > (d.shared)) }
