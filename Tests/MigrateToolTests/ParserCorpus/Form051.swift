func f52() { _ = try? .shared() }
