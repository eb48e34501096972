let v31: Foo<A.shared>.Bar = x
