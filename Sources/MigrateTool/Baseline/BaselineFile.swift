#if canImport(FoundationEssentials)
  // The essentials (JSON, Data) without Foundation's ICU, which would add milliseconds to every
  // start of the tool.
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
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
enum BaselineFile {
  /// The baseline at `path`; any problem (missing, unreadable, not JSON, wrong version or
  /// fields) is an error, never an empty baseline.
  static func read(_ path: String) throws(AuditError) -> Baseline {
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
  static func render(_ baseline: Baseline) -> String {
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
  static func write(_ baseline: Baseline, to givenPath: String) throws(AuditError) {
    let path = try target(of: givenPath)
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { path[...$0] } ?? ""
    let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
    let temporary = "\(directory).\(name).\(getpid()).tmp"
    do {
      try PlainFile.save(render(baseline), to: temporary)
    } catch {
      unlink(temporary)
      throw .unwritableBaseline(path: givenPath, reason: error.message)
    }
    guard rename(temporary, path) == 0 else {
      let failure = ReadFailure(errorNumber: errno).message
      unlink(temporary)
      throw .unwritableBaseline(path: givenPath, reason: failure)
    }
  }

  /// Where writing `path` must go: `path` itself, or what its chain of symbolic links leads to;
  /// refused unless that is a regular file or does not exist yet.
  private static func target(of path: String) throws(AuditError) -> String {
    var path = path
    for _ in 0..<40 {  // Linux's own limit on links followed in one lookup.
      var status = stat()
      guard lstat(path, &status) == 0 else {
        if errno == ENOENT { return path }
        throw .unwritableBaseline(path: path, reason: ReadFailure(errorNumber: errno).message)
      }
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        return path
      case S_IFLNK:
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else {
          throw .unwritableBaseline(path: path, reason: ReadFailure(errorNumber: errno).message)
        }
        let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        path = link.hasPrefix("/") ? link : directory + link
      default:
        throw .unwritableBaseline(
          path: path, reason: "it is not a regular file (a directory, device, FIFO or socket)")
      }
    }
    throw .unwritableBaseline(path: path, reason: "too many levels of symbolic links")
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
