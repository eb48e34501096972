#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables that the tool reads, straight from the C library:
/// Foundation's `ProcessInfo` would cost milliseconds at every start.
@usableFromInline
enum ProcessEnvironment {
  /// The variables the tool reads: `GITHUB_STEP_SUMMARY`, for `--format github`, and `PATH`,
  /// where `move` finds the toolchain's parser.
  static let names = ["GITHUB_STEP_SUMMARY", "PATH"]

  /// Each of `names` that is set, as `["NAME": "value"]`: looked up by name, where copying every
  /// entry of the environment into a dictionary costs more than the rest of start-up.
  @usableFromInline
  static func variables() -> [String: String] {
    var variables: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    return variables
  }
}
