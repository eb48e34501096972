func f67() { guard x.map { $0 }.shared else {} }
