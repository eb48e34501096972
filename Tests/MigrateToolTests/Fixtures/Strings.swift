let plain = "Foo.shared"
let escaped = "quote \" Foo.shared \\"
let multi = """
  Foo.shared
  "quoted" Foo.shared \"""
  """
let raw = #"Foo.shared "quoted" \(Foo.shared)"#
let rawer = ##"Foo.shared "# still raw"##
let after = Bar.shared
