import SourceFiles

/// Everything that stops an audit before it reports: each case is a message that says what to do.
package enum AuditError: Error, Sendable, Equatable {
  /// A PATH argument that cannot be walked.
  case path(PathError)
  /// A baseline that cannot be read or is not a baseline: never a silent pass.
  case invalidBaseline(path: String, problem: String)
  /// A baseline that could not be written; the previous file, if any, is left as it was.
  case unwritableBaseline(path: String, reason: String)
  /// `--write-baseline` names an existing file that is not a baseline (a source file, say): it
  /// is never replaced.
  case notABaseline(path: String)
  /// The PATH arguments hold no Swift file: a mistyped CI path would otherwise pass every gate
  /// and record an empty baseline.
  case noSwiftFiles(paths: [String])
  /// `--history` names nothing a history can be read from.
  case invalidHistory(path: String, problem: String)

  /// What went wrong and what to do about it, without the `Error: ` prefix.
  package var message: String {
    switch self {
    case .path(let error):
      return error.message
    case .invalidBaseline(let path, let problem):
      return "The baseline '\(path)' cannot be used: \(problem) Restore it from version control, "
        + "or record today's findings with '--write-baseline \(path)'."
    case .unwritableBaseline(let path, let reason):
      return "Cannot write the baseline '\(path)': \(reason). The previous file, if any, is "
        + "unchanged."
    case .notABaseline(let path):
      return "Cannot write the baseline '\(path)': the file exists and is not a migrate-tool "
        + "baseline, so it was left as it is. Write the baseline to a new file, or to the "
        + "baseline file it replaces."
    case .noSwiftFiles(let paths):
      let quoted = paths.map { "'\($0)'" }.joined(separator: ", ")
      return "No Swift file was found in \(quoted), so nothing was audited. Check the PATH "
        + "arguments and --exclude globs, or pass --allow-empty when an empty scan is expected."
    case .invalidHistory(let path, let problem):
      return "The history '\(path)' cannot be used: \(problem) Give a folder of saved JSON "
        + "reports named by date (2026-11-27.json), or a file holding 'git log -p -- "
        + "migrate-tool-baseline.json'."
    }
  }
}
