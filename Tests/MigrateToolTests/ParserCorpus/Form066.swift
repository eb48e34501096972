func f68() { switch x.map { $0 }.shared {} }
