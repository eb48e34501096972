// Receivers after generic arguments and trailing closures in conditions, and key paths with a
// generic root. Checked against `swiftc -frontend -dump-parse -enable-bare-slash-regex`.
func f() {
  _ = Foo<Int>.shared
  _ = B<Int>?.shared
  _ = Foo<Int>
    .shared
  _ = \Foo<Int>.shared
  if x.map { $0 }.shared {}
  while x.filter { $0 }.shared {}
  if x {
  }
  .shared()
  _ = a==.shared
}
