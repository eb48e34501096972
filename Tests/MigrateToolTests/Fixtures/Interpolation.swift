let a = "value: \(Foo.shared.value)"
let b = "nested: \(format(Foo.shared, (1 + (2))))"
let c = "strings: \("inner \(Bar.shared) done" + "Foo.shared")"
let d = "closure: \(items.map { item in item.shared })"
let e = #"raw: \#(Baz.shared) \(NotCode.shared)"#
let f = """
  multi: \(Qux.shared)
  """
