func f53() { _ = unsafe .shared }
