func f16<T>(x: T) where T: A.shared {}
