/// Legacy callers: what they call through `CartStore.shared` is what the client needs.
final class Checkout {
  func buy(_ item: String) -> Int {
    CartStore.shared.add(item)
    // `CartStore.shared.debugDump()` in a comment is no call.
    return CartStore
      .shared
      .total
  }
}
