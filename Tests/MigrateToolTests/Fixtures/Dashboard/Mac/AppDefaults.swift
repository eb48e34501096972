final class AppDefaults {
  static let shared = AppDefaults()
  var windowCount = 1
}
