#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables, read straight from the C library: the tool needs only
/// `GITHUB_STEP_SUMMARY`, and Foundation's `ProcessInfo` would cost milliseconds at every start.
@usableFromInline
enum ProcessEnvironment {
  /// Every `NAME=value` entry as `["NAME": "value"]`, as `ProcessInfo.environment` reads them:
  /// an entry without `=` is skipped, and a name set twice keeps its last value.
  @usableFromInline
  static func variables() -> [String: String] {
    var variables: [String: String] = [:]
    guard var entry = table else { return variables }
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }

  /// The C library's `environ`: a null-terminated array of `NAME=value` strings.
  private static var table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
      // Darwin does not export `environ` to shared libraries; `_NSGetEnviron` is its accessor.
      return _NSGetEnviron().pointee
    #else
      return environ
    #endif
  }
}
