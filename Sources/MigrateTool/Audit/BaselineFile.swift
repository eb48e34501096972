import Foundation

/// Reads and writes the baseline file: sorted, stable, one entry per line, so it diffs well.
///
/// ```json
/// {
///   "version": 1,
///   "tool": "migrate-tool",
///   "entries": [
///     {"file": "A.swift", "receiver": "Foo", "accessor": "shared", "count": 1, "code": "x"}
///   ]
/// }
/// ```
enum BaselineFile {
  /// The baseline at `path`; any problem (missing, unreadable, not JSON, wrong version or
  /// fields) is an error, never an empty baseline.
  static func read(_ path: String) throws(AuditError) -> Baseline {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .invalidBaseline(path: path, problem: "it cannot be read (\(reason(error))).")
    }
    let contents: Contents
    do {
      contents = try JSONDecoder().decode(Contents.self, from: data)
    } catch let error as DecodingError {
      throw .invalidBaseline(path: path, problem: "\(error.problem).")
    } catch {
      throw .invalidBaseline(path: path, problem: "it is not valid JSON.")
    }
    guard contents.version == Baseline.version else {
      throw .invalidBaseline(
        path: path,
        problem: "it has version \(contents.version); this migrate-tool reads version "
          + "\(Baseline.version).")
    }
    if let bad = contents.entries.firstIndex(where: { $0.count < 1 }) {
      throw .invalidBaseline(
        path: path,
        problem: "entries[\(bad)].count is \(contents.entries[bad].count); use 1 or more.")
    }
    return Baseline(
      entries: contents.entries.map {
        BaselineEntry(
          key: BaselineKey(
            file: $0.file, receiver: $0.receiver, accessor: $0.accessor, code: $0.code),
          count: $0.count)
      })
  }

  /// The file's text for `baseline`.
  static func render(_ baseline: Baseline) -> String {
    var out = "{\n  \"version\": \(Baseline.version),\n  \"tool\": \"migrate-tool\",\n"
    out += "  \"entries\": ["
    for (index, entry) in baseline.entries.enumerated() {
      out += index == 0 ? "\n    " : ",\n    "
      out += "{\"file\": \(JSONText.quoted(entry.key.file)), "
      out += "\"receiver\": \(JSONText.quoted(entry.key.receiver)), "
      out += "\"accessor\": \(JSONText.quoted(entry.key.accessor)), \"count\": \(entry.count), "
      out += "\"code\": \(JSONText.quoted(entry.key.code))}"
    }
    out += baseline.entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return out
  }

  /// Writes `baseline` to `path` through a temporary file in the same directory and a rename, so a
  /// failed run never leaves a truncated or half-written baseline.
  static func write(_ baseline: Baseline, to path: String) throws(AuditError) {
    let target = URL(fileURLWithPath: path)
    let temporary = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(render(baseline).utf8).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .unwritableBaseline(path: path, reason: reason(error))
    }
    guard rename(temporary.path, target.path) == 0 else {
      let failure = ReadFailure(errorNumber: errno).message
      try? FileManager.default.removeItem(at: temporary)
      throw .unwritableBaseline(path: path, reason: failure)
    }
  }

  /// A short reason from a Foundation file error.
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return ReadFailure(errorNumber: Int32(underlying.code)).message
    }
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileReadNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      default: break
      }
    }
    return error.localizedDescription
  }

  /// The file as JSON; unknown fields are ignored so later versions can add some.
  private struct Contents: Decodable {
    var version: Int
    var entries: [Entry]
  }

  private struct Entry: Decodable {
    var file: String
    var receiver: String
    var accessor: String
    var count: Int
    var code: String
  }
}
