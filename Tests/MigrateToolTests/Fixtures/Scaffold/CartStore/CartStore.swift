/// A singleton with more members than its callers use: the client gets the ones they call.
final class CartStore {
  nonisolated(unsafe) static let shared = CartStore()

  private(set) var items: [String] = []
  var total: Int { items.count * 100 }

  func add(_ item: String) { items.append(item) }
  func remove(_ item: String) { items.removeAll { $0 == item } }
  func debugDump() -> String { items.joined(separator: ",") }
}
