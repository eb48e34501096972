func f81() { if x.map { $0 }.shared { } }
