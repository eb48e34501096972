func f49() { _ = Foo<Int>
  .shared }
