func f66() { while x.map { $0 }.shared {} }
