func g14() { let s: String = "\(Foo<Int>.shared)" }
