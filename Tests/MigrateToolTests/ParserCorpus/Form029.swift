let v30: Foo<A.shared, B.shared> = x
