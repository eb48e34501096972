import SourceFiles

/// The team's own build-and-test command, run after a migration is written (`--verify`): by
/// `/bin/sh -c`, in the current directory, its standard output and error kept together.
struct VerifyRun: Sendable {
  var command: String

  /// How it ended: its exit status (nil when a signal ended it, or it could not start) and what
  /// it printed.
  struct Outcome: Sendable {
    var status: Int32?
    var output: String
    var succeeded: Bool { status == 0 }
  }

  func run() -> Outcome {
    // Standard output joins standard error, which `Subprocess` keeps.
    guard let outcome = Subprocess.run("/bin/sh", ["-c", "exec 1>&2\n" + command]) else {
      return Outcome(status: nil, output: "could not start /bin/sh")
    }
    return Outcome(
      status: outcome.status, output: String(decoding: outcome.standardError, as: UTF8.self))
  }

  /// The compiler's and the test runner's first errors in `output` (`path:line:col: error: ...`,
  /// `error: ...`, a failed XCTest assertion), at most `limit`, each once.
  static func firstErrors(in output: String, limit: Int = 10) -> [String] {
    var errors: [String] = []
    for line in output.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      let text = String(line)
      guard text.contains("error:") || text.contains(": failed") || text.contains("✘"),
        !errors.contains(text)
      else { continue }
      errors.append(text)
      if errors.count == limit { break }
    }
    return errors
  }
}
