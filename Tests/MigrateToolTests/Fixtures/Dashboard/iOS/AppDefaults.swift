final class AppDefaults {
  static let shared = AppDefaults()
  var theme = "light"
}
