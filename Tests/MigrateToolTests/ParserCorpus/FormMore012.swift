func g13<T>(_ t: T) where T: Collection, T.Element == Foo.shared {}
