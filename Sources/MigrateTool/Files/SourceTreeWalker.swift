#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the `.swift` files under the PATH arguments with POSIX `opendir`/`readdir`.
///
/// Symbolic links inside a tree are never followed, so a link loop cannot trap the walk and no
/// file is reported twice; a PATH argument that is itself a link is followed. Directories are
/// walked with an explicit stack, so depth costs memory, not call stack.
struct SourceTreeWalker {
  /// Directory names skipped everywhere: build products, VCS data and vendored code.
  static let defaultExcludes = [
    ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
  ]

  let excludes: [GlobPattern]

  init(excludes: [String]) {
    self.excludes = (Self.defaultExcludes + excludes).map(GlobPattern.init)
  }

  /// The files to scan, sorted by display path in byte order, and the directories that could
  /// not be read. Throws when a PATH argument does not exist or cannot be read at all.
  func files(in paths: [String]) throws(AuditError) -> (files: [SourceFile], errors: [ScanError]) {
    var files: [SourceFile] = []
    var errors: [ScanError] = []
    for root in paths {
      var status = stat()
      guard stat(root, &status) == 0 else {
        let failure = ReadFailure(errorNumber: errno)
        if errno == ENOENT || errno == ENOTDIR { throw .pathNotFound(root) }
        throw .unreadablePath(root, failure.message)
      }
      if (status.st_mode & S_IFMT) != S_IFDIR {
        files.append(SourceFile(path: root, displayPath: root))
        continue
      }
      walk(root: root, into: &files, errors: &errors)
    }
    files.sort { $0.displayPath.precedesInByteOrder($1.displayPath) }
    return (files, errors)
  }

  /// Walks one directory tree a level at a time, listing each level's directories on all cores.
  private func walk(root: String, into files: inout [SourceFile], errors: inout [ScanError]) {
    let displayRoot = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
    let openRoot = root.hasSuffix("/") ? root : root + "/"
    // Each entry is a directory's path relative to `root`, "" or ending in "/".
    var level: [[UInt8]] = [[]]
    while !level.isEmpty {
      let directories = level
      let listings = concurrentMap(directories.count) {
        list(directories[$0], root: root, openRoot: openRoot, displayRoot: displayRoot)
      }
      level = []
      for listing in listings {
        files += listing.files
        errors += listing.errors
        level += listing.directories
      }
    }
  }

  /// What one directory holds.
  private struct Listing: Sendable {
    var files: [SourceFile] = []
    var errors: [ScanError] = []
    /// Subdirectories to walk, relative to the root, ending in "/".
    var directories: [[UInt8]] = []
  }

  private func list(
    _ relative: [UInt8], root: String, openRoot: String, displayRoot: String
  ) -> Listing {
    var listing = Listing()
    let relativeText = String(decoding: relative, as: UTF8.self)
    guard let directory = opendir(openRoot + relativeText) else {
      let name = displayRoot + relativeText
      listing.errors.append(
        ScanError(
          file: name.isEmpty ? root : String(name.dropLast(name.hasSuffix("/") ? 1 : 0)),
          message: ReadFailure(errorNumber: errno).message))
      return listing
    }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = Self.name(of: entry)
      if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] {
        continue
      }
      let path = relative + name
      if excludes.contains(where: { $0.matches(relativePath: path, name: name) }) { continue }
      switch kind(of: entry, path: { openRoot + String(decoding: path, as: UTF8.self) }) {
      case .directory:
        listing.directories.append(path + [UInt8(ascii: "/")])
      case .file where Self.isSwiftFile(name):
        // Built from bytes in one go; the same string twice when the roots agree (they differ
        // only for `.`), as they do for most PATH arguments.
        let display = Self.joined(displayRoot, path)
        let open = openRoot == displayRoot ? display : Self.joined(openRoot, path)
        listing.files.append(SourceFile(path: open, displayPath: display))
      default:
        break
      }
    }
    return listing
  }

  private enum EntryKind { case directory, file, other }

  /// The entry's kind from `d_type`; `path` is built only when the file system leaves it unset.
  private func kind(of entry: UnsafeMutablePointer<dirent>, path: () -> String) -> EntryKind {
    switch Int32(entry.pointee.d_type) {
    case Int32(DT_DIR): return .directory
    case Int32(DT_REG): return .file
    case Int32(DT_UNKNOWN):
      // Some file systems do not fill in d_type; `lstat` still never follows a link.
      var status = stat()
      guard lstat(path(), &status) == 0 else { return .other }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .directory
      case S_IFREG: return .file
      default: return .other
      }
    default:
      return .other
    }
  }

  private static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
    withUnsafePointer(to: &entry.pointee.d_name) { pointer in
      let raw = UnsafeRawPointer(pointer)
      let length = strlen(raw.assumingMemoryBound(to: CChar.self))
      let bytes = raw.assumingMemoryBound(to: UInt8.self)
      return Array(UnsafeBufferPointer(start: bytes, count: length))
    }
  }

  /// `root` followed by the UTF-8 text of `path`.
  private static func joined(_ root: String, _ path: [UInt8]) -> String {
    var root = root
    return root.withUTF8 { rootBytes in
      path.withUnsafeBufferPointer { pathBytes in
        String(unsafeUninitializedCapacity: rootBytes.count + pathBytes.count) { buffer in
          _ = buffer.initialize(fromContentsOf: rootBytes)
          _ = buffer[rootBytes.count...].initialize(fromContentsOf: pathBytes)
          return rootBytes.count + pathBytes.count
        }
      }
    }
  }

  private static func isSwiftFile(_ name: [UInt8]) -> Bool {
    name.count > 6 && name.suffix(6).elementsEqual(".swift".utf8)
  }
}
