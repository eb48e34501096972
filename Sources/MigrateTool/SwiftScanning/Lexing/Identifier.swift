/// Whether a text is one Swift identifier, as the lexer reads one: for names given on the command
/// line and in the config (`--accessor shared`, `--name AnalyticsClient`).
package enum Identifier {
  /// Whether `text` is a plain identifier: `shared`, `_cache`, `café`; not `a.b`, `1x` or ``.
  package static func isValid(_ text: String) -> Bool {
    guard let first = text.utf8.first, ByteTable.isIdentifierStart(first) else { return false }
    return text.utf8.allSatisfy { ByteTable.isIdentifierBody($0) }
  }
}
