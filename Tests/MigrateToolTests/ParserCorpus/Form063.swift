func f65() { for case let y as A.shared in xs {} }
