/// Everything that stops `move` before it edits anything: each case is a message that says what
/// to do.
package enum MoveError: Error, Sendable, Equatable {
  /// A PATH that cannot be walked.
  case path(String)
  /// No `DependencyValues` property of that name under the PATHs.
  case clientNotFound(keyPath: String)
  /// The property names a type that is not declared under the PATHs.
  case clientTypeNotFound(keyPath: String, type: String)
  /// No `--to`, and not one client whose key bridges to the singleton (none, or several).
  case keyPathNotFound(singleton: String, candidates: [String])
  /// A file that could not be written; the files written before it are listed.
  case unwritable(path: String, reason: String, written: [String])

  /// What went wrong and what to do about it, without the `Error: ` prefix.
  package var message: String {
    switch self {
    case .path(let message):
      return message
    case .clientNotFound(let keyPath):
      return "No 'var \(keyPath)' is declared in an extension of DependencyValues under the PATHs. "
        + "Write the client first (step 1: 'migrate-tool scaffold TYPE --key-path \(keyPath)'), "
        + "and pass a PATH that holds it."
    case .clientTypeNotFound(let keyPath, let type):
      return "'\\.\(keyPath)' is a '\(type)', which is not declared under the PATHs: move reads "
        + "the client's endpoints from its declaration. Pass a PATH that holds it."
    case .keyPathNotFound(let singleton, let candidates):
      if candidates.isEmpty {
        return "No client under the PATHs bridges to '\(singleton)' (a key whose liveValue is "
          + "'XClient.bridging(to: \(singleton))', as scaffold writes it). Write it first "
          + "(step 1: 'migrate-tool scaffold'), or name its key path with '--to'."
      }
      return "Several clients bridge to '\(singleton)': "
        + candidates.map { "\\.\($0)" }.joined(separator: ", ")
        + ". Name the one to move to with '--to'."
    case .unwritable(let path, let reason, let written):
      let done =
        written.isEmpty
        ? "No file was changed."
        : "Written before it: \(written.joined(separator: ", ")); run move again to finish."
      return "Cannot write '\(path)': \(reason). \(done)"
    }
  }
}
