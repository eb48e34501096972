final class PriceFormatter {
  static let standard = PriceFormatter()
  func format(_ cents: Int) -> String { "\(cents)" }
}
