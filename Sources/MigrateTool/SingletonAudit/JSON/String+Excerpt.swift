extension String {
  /// The text for a message that quotes a user's value: itself when short, else its first
  /// characters and its size, so that a 100 MB value in a config file is not echoed whole.
  ///
  /// ```swift
  /// String(repeating: "x", count: 100).excerpt  // "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (100 bytes)"
  /// ```
  package var excerpt: String {
    let limit = 48
    guard utf8.count > limit else { return self }
    return String(prefix(32)) + "… (\(utf8.count) bytes)"
  }
}
