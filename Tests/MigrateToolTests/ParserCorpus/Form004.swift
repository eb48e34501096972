let v5: Foo<Bar.shared> = x
