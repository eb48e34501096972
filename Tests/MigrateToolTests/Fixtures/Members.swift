func f(t: (Int, Bar), x: Bool) {
  _ = t.1.shared
  _ = t.0.1.shared
  if x {
  }
  .shared
  for _ in [1] {
  }
  .shared
  do {
  }
  .shared
  switch x {
  default: break
  }
  .shared
  _ = run {
  }
  .shared
  let y = x
  #if DEBUG
    .shared
  #endif
}
final class C: B {
  override func g() { _ = super.x.shared }
}
