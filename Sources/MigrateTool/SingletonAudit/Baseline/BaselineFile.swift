import SourceFiles

#if canImport(FoundationEssentials)
  // The essentials (JSON, Data) without Foundation's ICU, which would add milliseconds to every
  // start of the tool.
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads and writes the baseline file: sorted, stable, one entry per line, so it diffs well.
/// Version 2 spells files relative to the baseline file's own directory (`BaselinePaths`).
///
/// ```json
/// {
///   "version": 2,
///   "tool": "migrate-tool",
///   "entries": [
///     {"file": "A.swift", "receiver": "Foo", "accessor": "shared", "count": 1, "code": "x"}
///   ]
/// }
/// ```
package enum BaselineFile {
  /// The baseline at `path`; any problem (missing, unreadable, not JSON, wrong version or
  /// fields) is an error, never an empty baseline.
  package static func read(_ path: String) throws(AuditError) -> Baseline {
    let bytes: [UInt8]
    switch PlainFile.read(path) {
    case .success(let contents): bytes = contents
    case .failure(let failure):
      throw .invalidBaseline(path: path, problem: "it cannot be read (\(failure.message)).")
    }
    let contents: Contents
    do {
      contents = try JSONDecoder().decode(Contents.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw .invalidBaseline(path: path, problem: "\(error.problem).")
    } catch {
      throw .invalidBaseline(path: path, problem: "it is not valid JSON.")
    }
    guard Baseline.versions.contains(contents.version) else {
      throw .invalidBaseline(
        path: path,
        problem: "it has version \(contents.version); this migrate-tool reads versions "
          + "\(Baseline.versions.lowerBound) to \(Baseline.versions.upperBound).")
    }
    if let bad = contents.entries.firstIndex(where: { $0.count < 1 }) {
      throw .invalidBaseline(
        path: path,
        problem: "entries[\(bad)].count is \(contents.entries[bad].count); use 1 or more.")
    }
    let paths = contents.version == 1 ? BaselinePaths.asReported : .relative(toFile: path)
    let entries = contents.entries.map {
      BaselineEntry(
        key: BaselineKey(
          file: $0.file, receiver: $0.receiver, accessor: $0.accessor, code: $0.code),
        count: $0.count)
    }
    guard let baseline = Baseline(checkingCounts: entries, paths: paths) else {
      throw .invalidBaseline(
        path: path, problem: "its counts add up to more than \(Int.max), which no code base has.")
    }
    return baseline
  }

  /// The file's text for `baseline`.
  package static func render(_ baseline: Baseline) -> String {
    var out = "{\n  \"version\": \(baseline.paths.version),\n  \"tool\": \"migrate-tool\",\n"
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
  /// failed run never leaves a truncated or half-written baseline. A symbolic link is followed
  /// (its target is replaced, the link kept); a path that is neither a regular file nor new (a
  /// directory, a device) is refused.
  package static func write(_ baseline: Baseline, to path: String) throws(AuditError) {
    do {
      try PlainFile.replace(path, with: render(baseline))
    } catch {
      throw .unwritableBaseline(path: path, reason: error.message)
    }
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
