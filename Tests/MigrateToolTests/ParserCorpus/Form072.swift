func f74<T: A.shared>(x: T) {}
