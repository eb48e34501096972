// Operator characters beyond ASCII are operators, not parts of names, as the compiler lexes
// them. Checked against `swiftc -frontend -dump-parse -enable-bare-slash-regex`.
let a = x ≠ /x"/
let b = Foo.shared
let c = √Foo.shared
let d = x≠Bar.shared
let e = café.shared
let f = x ⊕ .shared
