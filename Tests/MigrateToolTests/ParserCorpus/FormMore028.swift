func g29() { _ = a < b ? c.shared : d }
