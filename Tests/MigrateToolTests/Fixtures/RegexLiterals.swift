// Where a `/` opens a regex literal, as the compiler decides. Checked against
// `swiftc -frontend -dump-parse -enable-bare-slash-regex` (Scripts/fuzz-against-parser).
func regexes(a: Int, x: Int) throws {
  let p = -/"/
  let q = !/\//
  let r = a ≠ /x"/
  let s = a .+. /x"/
  let t = unsafe /x"/
  _ = x
    /a"/.x.shared
  let u = -/.shared/
  let v = [a / x, x / a]
  let w = a / x / Foo.shared
  let y = -/"""/
  let z = Bar.shared
}
