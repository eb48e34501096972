func f42() { x.map { (y: A.shared) in y } }
