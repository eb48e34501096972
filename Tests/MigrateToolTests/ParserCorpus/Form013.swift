struct S14<T: A.shared> {}
