func g10() { _ = cond ? .shared : .other }
