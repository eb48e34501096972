import SourceFiles
import SwiftDeclarations

/// Everything that stops `scaffold` from writing a client: each case is a message that says what
/// to do.
package enum ScaffoldError: Error, Sendable, Equatable {
  /// A PATH that cannot be walked.
  case path(PathError)
  /// The type cannot be resolved to one singleton declaration.
  case resolution(ResolutionError)
  case outputExists(String)
  case unwritableOutput(path: String, reason: String)

  /// What went wrong and what to do about it, without the `Error: ` prefix.
  package var message: String {
    switch self {
    case .path(let error):
      return error.message
    case .resolution(let error):
      return error.message
    case .outputExists(let path):
      return "'\(path)' already exists, and scaffold never overwrites a file. Pass a new path to "
        + "--output, or move the file away first."
    case .unwritableOutput(let path, let reason):
      return "Cannot write '\(path)': \(reason). Nothing was written."
    }
  }
}
