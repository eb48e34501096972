func f15<T>(x: T) where T == A.shared {}
