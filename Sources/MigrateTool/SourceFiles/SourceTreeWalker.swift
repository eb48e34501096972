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
package struct SourceTreeWalker {
  /// Directory names skipped everywhere: build products, VCS data, vendored code, and DocC
  /// catalogs (whose `.swift` files are tutorial steps, not the app's code).
  package static let defaultExcludes = [
    ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", "*.docc",
  ]

  package let excludes: [GlobPattern]
  /// The user's globs as given, after the default ones in `excludes`.
  package let userExcludes: [String]
  /// How many directories the walk keeps open for opening their files (`Walk.directories`).
  package let directoryBudget: Int

  package init(excludes: [String], directoryBudget: Int = DirectoryHandles.budget()) {
    self.excludes = (Self.defaultExcludes + excludes).map(GlobPattern.init)
    self.userExcludes = excludes
    self.directoryBudget = directoryBudget
  }

  /// What the walk found: the files to scan, sorted by display path in byte order, the
  /// directories that could not be read, and warnings about the PATH arguments.
  package struct Walk {
    package var files: [SourceFile] = []
    package var errors: [ScanError] = []
    package var warnings: [String] = []
    /// The directories `files` are opened in: keep this alive until they are read.
    package var directories = DirectoryHandles()
  }

  /// Walks the PATH arguments. Throws when one does not exist, cannot be read at all, or is
  /// neither a directory nor a regular file (a FIFO would block the read, a device never end
  /// it). A PATH inside another one (`tree tree/Sub`, or the same one twice) adds no file twice.
  package func files(in paths: [String]) throws(PathError) -> Walk {
    var roots: [Root] = []
    for path in paths {
      var status = stat()
      guard stat(path, &status) == 0 else {
        let failure = FileFailure(errorNumber: errno)
        if errno == ENOENT || errno == ENOTDIR { throw .notFound(path) }
        throw .unreadable(path, reason: failure.message)
      }
      let isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
      guard isDirectory || (status.st_mode & S_IFMT) == S_IFREG else {
        throw .notARegularFile(path)
      }
      try Self.checkReadable(path, isDirectory: isDirectory)
      roots.append(Root(path: path, real: Self.realPath(path), isDirectory: isDirectory))
    }
    var walk = Walk()
    var matchedExcludes = Set<Int>()
    var handles: [Int32] = []
    for (index, root) in roots.enumerated()
    where !roots.indices.contains(where: { roots[$0].covers(root, comesFirst: $0 < index) }) {
      if root.isDirectory {
        self.walk(
          root: root.path, into: &walk, matchedExcludes: &matchedExcludes, handles: &handles)
        continue
      }
      if !Self.isSwiftFile(Array(root.path.utf8)) {
        walk.warnings.append("'\(root.path)' is not a .swift file; it was scanned as Swift.")
      }
      walk.files.append(SourceFile(path: root.path, displayPath: root.path))
    }
    walk.files = Self.sortedByDisplayPath(walk.files)
    walk.directories = DirectoryHandles(handles)
    for (index, glob) in userExcludes.enumerated()
    where !matchedExcludes.contains(Self.defaultExcludes.count + index) {
      walk.warnings.append(
        "The exclude glob '\(glob)' matched nothing. A glob with '/' matches paths below a PATH "
          + "('Modules/**') or as reported ('App/Modules/**'); one without matches any file or "
          + "directory name ('Generated').")
    }
    return walk
  }

  /// Throws `unreadablePath` when a PATH argument cannot be opened: nothing reliable could be
  /// reported about it (Docs/Output.md's exit 1, not the 3 of a file inside a tree).
  private static func checkReadable(_ root: String, isDirectory: Bool) throws(PathError) {
    if isDirectory {
      guard let directory = opendir(root) else {
        throw .unreadable(root, reason: FileFailure(errorNumber: errno).message)
      }
      closedir(directory)
    } else {
      let descriptor = open(root, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else {
        throw .unreadable(root, reason: FileFailure(errorNumber: errno).message)
      }
      close(descriptor)
    }
  }

  /// `path` with links and `.`/`..` resolved, to tell when two PATH arguments overlap.
  private static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// A PATH argument that exists and can be read.
  private struct Root {
    var path: String
    /// With links and `.`/`..` resolved.
    var real: String
    var isDirectory: Bool

    /// Whether walking this root already yields the files of `other`: it is a directory that
    /// holds `other` (links inside a tree are not followed, so none leads out of it) and a walk
    /// would take `other` (a directory, or a .swift file), or it is the same path given earlier.
    func covers(_ other: Root, comesFirst: Bool) -> Bool {
      if real == other.real { return comesFirst }
      let walkTakesIt =
        other.isDirectory || SourceTreeWalker.isSwiftFile(Array(other.path.utf8))
      guard isDirectory, walkTakesIt else { return false }
      return other.real.hasPrefix(real.hasSuffix("/") ? real : real + "/")
    }
  }

  /// Walks one directory tree a level at a time, listing each level's directories on all cores.
  private func walk(
    root: String, into walk: inout Walk, matchedExcludes: inout Set<Int>, handles: inout [Int32]
  ) {
    let displayRoot = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
    let openRoot = root.hasSuffix("/") ? root : root + "/"
    // The reported spelling of a path below this root, as a glob with `/` sees it.
    var prefix = Array(displayRoot.utf8)
    while prefix.starts(with: "./".utf8) { prefix.removeFirst(2) }
    while prefix.first == UInt8(ascii: "/") { prefix.removeFirst() }
    let reportedPrefix = prefix
    // Each entry is a directory's path relative to `root`, "" or ending in "/".
    var level: [[UInt8]] = [[]]
    while !level.isEmpty {
      let directories = level
      let keeping = max(0, min(directories.count, directoryBudget - handles.count))
      let listings = concurrentMap(directories.count) {
        list(
          directories[$0], root: root, openRoot: openRoot, displayRoot: displayRoot,
          reportedPrefix: reportedPrefix, keepsHandle: $0 < keeping)
      }
      level = []
      walk.files.reserveCapacity(walk.files.count + listings.reduce(0) { $0 + $1.files.count })
      for listing in listings {
        if let handle = listing.handle { handles.append(handle) }
        walk.files += listing.files
        walk.errors += listing.errors
        level += listing.directories
        matchedExcludes.formUnion(listing.matchedExcludes)
      }
    }
  }

  /// What one directory holds.
  private struct Listing: Sendable {
    var files: [SourceFile] = []
    var errors: [ScanError] = []
    /// Subdirectories to walk, relative to the root, ending in "/".
    var directories: [[UInt8]] = []
    /// The indices of the `excludes` that matched an entry.
    var matchedExcludes = Set<Int>()
    /// A descriptor of the directory, kept open for opening its files, if it was asked for.
    var handle: Int32?
  }

  private func list(
    _ relative: [UInt8], root: String, openRoot: String, displayRoot: String,
    reportedPrefix: [UInt8], keepsHandle: Bool
  ) -> Listing {
    var listing = Listing()
    let relativeText = Self.displayText(relative)
    let opened = (Array(openRoot.utf8) + relative + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) }
    }
    guard let directory = opened else {
      let name = displayRoot + relativeText
      listing.errors.append(
        ScanError(
          file: name.isEmpty ? root : String(name.dropLast(name.hasSuffix("/") ? 1 : 0)),
          message: FileFailure(errorNumber: errno).message))
      return listing
    }
    defer { closedir(directory) }
    if keepsHandle {
      let handle = fcntl(dirfd(directory), F_DUPFD_CLOEXEC, 0)
      if handle >= 0 { listing.handle = handle }
    }
    while let entry = readdir(directory) {
      let name = Self.name(of: entry)
      if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] {
        continue
      }
      let path = relative + name
      if let excluded = excludes.firstIndex(where: {
        $0.matches(relativePath: path, name: name)
          || ($0.matchesPaths && !reportedPrefix.isEmpty
            && $0.matches(relativePath: reportedPrefix + path, name: name))
      }) {
        listing.matchedExcludes.insert(excluded)
        continue
      }
      switch kind(of: entry, path: Array(openRoot.utf8) + path) {
      case .directory:
        listing.directories.append(path + [UInt8(ascii: "/")])
      case .file where Self.isSwiftFile(name):
        guard Self.isValidText(path) else {
          let display = displayRoot + Self.displayText(path)
          let open = openRoot + Self.displayText(path)
          listing.files.append(
            SourceFile(
              path: open, displayPath: display, rawPath: Array(openRoot.utf8) + path))
          continue
        }
        // Built from bytes in one go; the same string twice when the roots agree (they differ
        // only for `.`), as they do for most PATH arguments.
        let display = Self.joined(displayRoot, path)
        let open = openRoot == displayRoot ? display : Self.joined(openRoot, path)
        var file = SourceFile(path: open, displayPath: display)
        if let handle = listing.handle {
          file.directory = handle
          file.nameOffset = open.utf8.count - name.count
        }
        listing.files.append(file)
      default:
        break
      }
    }
    // In byte order, here on the core that listed them: joined level by level, the listings
    // then come in order (the paths of one level have as many folders), and the walk's sort of
    // all files finds its input sorted, or in a few sorted runs, one per level.
    listing.files.sort { $0.displayPath.precedesInByteOrder($1.displayPath) }
    listing.directories.sort { $0.lexicographicallyPrecedes($1) }
    return listing
  }

  private enum EntryKind { case directory, file, other }

  /// The entry's kind from `d_type`; `path` is built only when the file system leaves it unset.
  private func kind(
    of entry: UnsafeMutablePointer<dirent>, path: @autoclosure () -> [UInt8]
  ) -> EntryKind {
    switch Int32(entry.pointee.d_type) {
    case Int32(DT_DIR): return .directory
    case Int32(DT_REG): return .file
    case Int32(DT_UNKNOWN):
      // Some file systems do not fill in d_type; `lstat` still never follows a link.
      var status = stat()
      let found = (path() + [0]).withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) == 0 }
      }
      guard found else { return .other }
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

  fileprivate static func isSwiftFile(_ name: [UInt8]) -> Bool {
    name.count > 6 && name.suffix(6).elementsEqual(".swift".utf8)
  }
}

extension SourceTreeWalker {
  /// `files` in byte order of their display paths. Each directory lists its entries in that
  /// order (see `list`), so the files of a tree that keeps them all at one depth come sorted
  /// already: told by comparing neighbours, for less than building sort keys.
  package static func sortedByDisplayPath(_ files: [SourceFile]) -> [SourceFile] {
    let isSorted = files.indices.dropFirst().allSatisfy {
      files[$0 - 1].displayPath.precedesInByteOrder(files[$0].displayPath)
    }
    if isSorted { return files }
    var keys = ByteOrderKeys()
    keys.reserveCapacity(
      keys: files.count, fields: files.count,
      fieldBytes: files.reduce(0) { $0 + $1.displayPath.utf8.count })
    for file in files {
      keys.appendField(file.displayPath)
      keys.endKey()
    }
    return keys.sortedIndices().map { files[$0] }
  }
}
