import SwiftScanning

/// A `// migrate-tool:ignore...` comment: which lines it silences and why.
///
/// ```swift
/// let session = URLSession.shared  // migrate-tool:ignore - the SDK's, not ours
/// // migrate-tool:ignore-next-line - removed with the old login screen
/// let legacy = LoginManager.shared
/// ```
package struct SuppressionDirective: Sendable, Equatable {
  /// How far a directive reaches.
  package enum Scope: String, Sendable {
    /// `migrate-tool:ignore`: accesses on the comment's own line.
    case line = "ignore"
    /// `migrate-tool:ignore-next-line`: accesses on the line after the comment.
    case nextLine = "ignore-next-line"
    /// `migrate-tool:ignore-file`: every access in the file (only in its leading comments).
    case file = "ignore-file"
  }

  package var scope: Scope
  /// The text after ` - `, or nil when none is given.
  package var reason: String?

  /// The marker every directive starts with (after the comment's `/`, `*`, `!`, spaces and
  /// tabs); files without such a comment skip the directive pass entirely.
  package static let marker = ByteSearch.Needle("migrate-tool:ignore")

  /// Parses the text of one comment token, delimiters included (`// ...`, `/* ... */`); nil when
  /// the comment is not a directive. A misspelt scope is not a directive, so it silences nothing.
  package init?<Bytes: Collection<UInt8>>(comment: Bytes) {
    var text = Substring(decoding: comment, as: UTF8.self)
    if text.hasPrefix("/*") {
      text = text.dropFirst(2)
      if text.hasSuffix("*/") { text = text.dropLast(2) }
    }
    text = text.drop { $0 == "/" || $0 == "*" || $0 == "!" || $0 == " " || $0 == "\t" }
    guard text.hasPrefix("migrate-tool:") else { return nil }
    text = text.dropFirst("migrate-tool:".count)
    let word = text.prefix { !$0.isWhitespace }
    guard let scope = Scope(rawValue: String(word)) else { return nil }
    self.scope = scope
    let rest = text.dropFirst(word.count).trimmingWhitespace
    if rest.hasPrefix("-") {
      let reason = rest.dropFirst().trimmingWhitespace
      self.reason = reason.isEmpty ? nil : String(reason)
    } else {
      reason = nil
    }
  }
}
