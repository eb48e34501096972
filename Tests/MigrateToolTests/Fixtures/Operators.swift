let a = 0...Foo.shared.count
let b = 0..<Foo.shared.count
let c = values[...Bar.shared.end]
let d = x ?? .shared
let e = flag ? .shared : .other
