#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The part of the file system an audit scanned: its PATH arguments. A baseline entry whose file
/// is outside them is *out of scope*: the run says nothing about it, so it is neither fixed nor
/// dropped when the baseline is rewritten (`audit App/Sub --baseline F --write-baseline F` keeps
/// the entries of the rest of `App`).
package struct BaselineScope: Sendable, Equatable {
  /// Each PATH made absolute, `.` and `..` removed lexically: how version 1 entries (paths as
  /// reported) are compared.
  private var lexicalRoots: [String]
  /// Each PATH with links resolved as version 2 entries resolve them (a directory wholly, a
  /// file's folder only).
  private var resolvedRoots: [String]

  /// The scope of an audit of `paths`.
  package init(paths: [String]) {
    lexicalRoots = paths.map(BaselinePaths.absolute)
    resolvedRoots = paths.map { path in
      var status = stat()
      if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
        return BaselinePaths.resolved(BaselinePaths.absolute(path))
      }
      return "/" + BaselinePaths(directory: "/").key(forReported: path)
    }
  }

  /// Whether the entry `file`, spelled as `paths` spell files, is under one of the PATHs.
  package func contains(_ file: String, spelledAs paths: BaselinePaths) -> Bool {
    let absolute = paths.absolute(ofEntry: file)
    let roots = paths.directory == nil ? lexicalRoots : resolvedRoots
    return roots.contains { root in
      root == "/" || absolute == root
        || (absolute.hasPrefix(root) && absolute.utf8.dropFirst(root.utf8.count).first == 0x2F)
    }
  }
}

extension BaselinePaths {
  /// The absolute path of the entry `file`, spelled as these paths spell files.
  package func absolute(ofEntry file: String) -> String {
    guard let directory else { return Self.absolute(file) }
    return Self.absolute(file.hasPrefix("/") ? file : directory + "/" + file)
  }

  /// Whether the entry `file`, spelled as these paths spell files, exists.
  package func entryFileExists(_ file: String) -> Bool {
    var status = stat()
    return stat(absolute(ofEntry: file), &status) == 0
  }

  /// The entry `file`, spelled as `paths` spell it, spelled as these paths spell files.
  package func respelled(_ file: String, from paths: BaselinePaths) -> String {
    guard let directory else { return file }
    return Self.relative(paths.absolute(ofEntry: file), from: directory)
  }
}

extension Baseline {
  /// The entries outside `scope`, their files spelled as `paths` spell them: what a rewrite of
  /// this baseline keeps from it.
  package func entries(
    outside scope: BaselineScope, spelledAs paths: BaselinePaths
  ) -> [BaselineEntry] {
    entries.compactMap { entry in
      guard !scope.contains(entry.key.file, spelledAs: self.paths) else { return nil }
      var key = entry.key
      key.file = paths.respelled(key.file, from: self.paths)
      return BaselineEntry(key: key, count: entry.count)
    }
  }
}
