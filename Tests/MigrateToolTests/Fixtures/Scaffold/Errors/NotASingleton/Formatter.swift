final class PriceFormatter {
  static let usd = PriceFormatter()
  func format(_ cents: Int) -> String { "\(cents)" }
}
