#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a baseline spells the files of its entries, so that a baseline written by `audit App`
/// still matches when CI runs `audit ./App`, `audit /abs/App`, or `cd App && audit .`.
///
/// Version 2 files hold paths relative to the directory of the baseline file itself, with links
/// and `.`/`..` resolved; version 1 files hold the paths as the audit that wrote them reported
/// them (relative to where it ran), and are read that way until rewritten.
package struct BaselinePaths: Sendable, Equatable {
  /// The real path of the directory holding the baseline file; nil for a version 1 file.
  package var directory: String?

  /// Version 1: paths as reported.
  package static let asReported = BaselinePaths(directory: nil)

  /// Version 2, for the baseline file at `path` (which need not exist yet; its directory must).
  package static func relative(toFile path: String) -> BaselinePaths {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    return BaselinePaths(directory: resolved(absolute(directory.isEmpty ? "/" : directory)))
  }

  /// The file format version these paths belong to.
  package var version: Int { directory == nil ? 1 : 2 }

  /// How the baseline spells the file the audit reported as `reportedPath`.
  package func key(forReported reportedPath: String) -> String {
    guard let directory else { return reportedPath }
    let file = Self.absolute(reportedPath)
    // Resolve links in the folder part; the file itself is what the walk found.
    let slash = file.lastIndex(of: "/")!
    let folder = Self.resolved(String(file[..<slash]).isEmpty ? "/" : String(file[..<slash]))
    return Self.relative(folder + file[slash...], from: directory)
  }

  /// `path` made absolute against the current directory, with `.` and `..` removed lexically.
  package static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The real path of `path` (links resolved), or `path` when it cannot be resolved.
  package static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// `file` (absolute) relative to `directory` (absolute): `../Other/A.swift` when needed.
  package static func relative(_ file: String, from directory: String) -> String {
    let fileParts = file.split(separator: "/")
    let directoryParts = directory.split(separator: "/")
    var common = 0
    // The file's own name is never a common folder.
    while common < directoryParts.count, common < fileParts.count - 1,
      fileParts[common] == directoryParts[common]
    {
      common += 1
    }
    let up = Array(repeating: "..", count: directoryParts.count - common)
    return (up + fileParts[common...].map(String.init)).joined(separator: "/")
  }

  private static let currentDirectory: String = {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }()
}
