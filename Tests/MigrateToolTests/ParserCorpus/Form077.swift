func f79() { _ = f(a < b, c > d.shared) }
