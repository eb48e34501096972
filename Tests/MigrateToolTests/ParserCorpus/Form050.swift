func f51() { if x.map { $0 }.shared {} }
