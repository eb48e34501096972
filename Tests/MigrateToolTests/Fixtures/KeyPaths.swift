let a = \.a.shared
let b = \Foo.bar?.shared
let c = \.items[0].shared
let d = xs.map(\.a.shared)
let e = ys.map { $0[keyPath: \.store.shared.x] }
let f = \Foo.shared
let g = \.items[Index.shared].name
let h = \Foo.bar! == Baz.shared
