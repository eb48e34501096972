func f87<T>(x: T) where T: A.shared, T.Element == B.shared {}
