let x: Foo.shared = make()
func f() -> Bar.shared { fatalError() }
let y = z as Foo.shared
let w = z as? Foo.shared
let v = z is Foo.shared
let u: Int = Real.shared.count
switch value {
case let item: Used.shared.take(item)
}
