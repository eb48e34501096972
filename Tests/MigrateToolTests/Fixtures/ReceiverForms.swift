// Receivers after operators and words. Positions checked against
// `swiftc -frontend -dump-parse -enable-bare-slash-regex` (Scripts/fuzz-against-parser).
func h(a: Int, x: Int??, y: Int?) throws {
  _ = a .+. shared
  _ = a .+. Foo.shared
  _ = try? .shared()
  _ = try! .shared()
  _ = unsafe .shared
  _ = x!!.shared
  _ = y?!.shared
  _ = true.shared
  _ = nil.shared
}
