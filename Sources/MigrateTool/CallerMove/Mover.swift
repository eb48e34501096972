import SourceFiles
import SwiftDeclarations
import SwiftScanning

/// Step 2 of a migration: every use of a singleton under the PATHs rewritten into a read of its
/// dependency, file by file, from what the client declares.
package struct Mover: Sendable {
  /// One file's outcome: its sites, and its text before and after.
  package struct FileResult: Sendable {
    package var path: String
    package var sites: [FileMove.Site]
    package var notes: [String]
    /// Test functions that read the dependency with no override in sight (`line: name()`).
    package var testsWithoutOverride: [String]
    package var old: [UInt8]
    package var new: [UInt8]
    /// The unified diff from `old` to `new`, as bytes (the file's own), empty when they are the
    /// same.
    package var diff: [UInt8]
    /// Why the file's rewrite was not kept (it failed its check: the tool's bug), with the site
    /// nearest to where it showed; `new` is then `old`.
    package var rejection: Rejection?

    package var changed: Bool { old != new }

    package init(
      path: String, sites: [FileMove.Site], notes: [String], testsWithoutOverride: [String],
      old: [UInt8], new: [UInt8], diff: [UInt8], rejection: Rejection? = nil
    ) {
      self.path = path
      self.sites = sites
      self.notes = notes
      self.testsWithoutOverride = testsWithoutOverride
      self.old = old
      self.new = new
      self.diff = diff
      self.rejection = rejection
    }

    /// Keeps the file as it was, for `problem` at `offset` of the original.
    package mutating func reject(_ problem: String, at offset: Int) {
      let site = sites.last { $0.offset <= offset } ?? sites.first
      rejection = Rejection(
        problem: problem, line: site?.line ?? 1, column: site?.column ?? 1)
      for index in sites.indices {
        if case .moved = sites[index].outcome {
          sites[index].outcome = .skipped(
            "the rewrite of its file failed its check (the error below)")
        }
      }
      new = old
      diff = []
    }
  }

  /// A rewrite the checks refused: what was wrong, and the site whose edit is nearest before
  /// it (where to look).
  package struct Rejection: Sendable, Equatable {
    package var problem: String
    package var line: Int
    package var column: Int
  }

  /// The whole move: the client it read, and each file that uses the singleton.
  package struct Result: Sendable {
    package var client: ClientEndpoints
    /// The key path moved to: `--to`'s, or the one found.
    package var keyPath: String
    package var files: [FileResult]
    package var warnings: [String]
  }

  package var request: MoveRequest
  package var paths: [String]
  /// Globs of files and folders to leave alone, as the audit's `--exclude`.
  package var excludes: [String]
  /// Files not written yet that the move reads as if they were (a client that `migrate` is
  /// about to write), by display path; never rewritten.
  package var additionalFiles: [(path: String, bytes: [UInt8])] = []

  package init(request: MoveRequest, paths: [String], excludes: [String] = []) {
    self.request = request
    self.paths = paths
    self.excludes = excludes
  }

  /// Reads every Swift file under the PATHs, finds the client, and plans every file's edits,
  /// each checked by the lexer and, when given, the toolchain's `parser`: a rewrite that fails is
  /// not kept (its file stays as it was, its `rejection` says why). Writes nothing.
  package func plan(parser: ToolchainParser? = nil) throws(MoveError) -> Result {
    let walk: SourceTreeWalker.Walk
    do {
      walk = try SourceTreeWalker(excludes: excludes).files(in: paths)
    } catch {
      throw .path(error.message)
    }
    var warnings = walk.warnings + walk.errors.map { "could not read \($0.file): \($0.message)" }
    var contents: [(file: SourceFile, bytes: [UInt8])] = []
    var types: [DeclaredType] = []
    let keyPathNeedle = ByteSearch.Needle(Array(request.keyPath.utf8))
    for file in walk.files {
      switch PlainFile.read(file.path) {
      case .failure(let failure):
        warnings.append("could not read \(file.displayPath): \(failure.message)")
      case .success(let bytes):
        contents.append((file, bytes))
        // The client's declaration spells the key path's name (`var analytics: ...`).
        if !request.keyPath.isEmpty,
          bytes.withUnsafeBufferPointer({ ByteSearch.contains(keyPathNeedle, in: $0) })
        {
          types += DeclarationReader.read(bytes, file: file.displayPath).types
        }
      }
    }
    for file in additionalFiles {
      contents.append((SourceFile(path: file.path, displayPath: file.path), file.bytes))
      if !request.keyPath.isEmpty {
        types += DeclarationReader.read(file.bytes, file: file.path).types
      }
    }
    let singleton = String(request.typeName.split(separator: ".").last ?? "")
    var resolved = self.request
    if resolved.keyPath.isEmpty {
      // No `--to`: the key path of the client whose key bridges to the singleton.
      let found = Self.bridgedKeyPaths(
        to: "\(singleton).\(resolved.accessor)", in: contents.map(\.bytes),
        paths: contents.map(\.file.displayPath))
      guard found.count == 1, let keyPath = found.first else {
        throw .keyPathNotFound(
          singleton: "\(resolved.typeName).\(resolved.accessor)", candidates: found)
      }
      resolved.keyPath = keyPath
      if resolved.propertyName.isEmpty { resolved.propertyName = keyPath }
      types = []
      let needle = ByteSearch.Needle(Array(keyPath.utf8))
      for (file, bytes) in contents
      where bytes.withUnsafeBufferPointer({ ByteSearch.contains(needle, in: $0) }) {
        types += DeclarationReader.read(bytes, file: file.displayPath).types
      }
    }
    let request = resolved
    let client = try ClientEndpoints.find(
      keyPath: request.keyPath, singleton: singleton, in: types,
      contents: Dictionary(
        contents.map { ($0.file.displayPath, $0.bytes) }, uniquingKeysWith: { first, _ in first }))
    let scanner = AccessScanner(accessors: [request.accessor])
    let typeNeedle = ByteSearch.Needle(
      Array((request.typeName.split(separator: ".").last ?? "").utf8))
    let additional = Set(additionalFiles.map(\.path))
    let holdsUses = contents.map { entry in
      !additional.contains(entry.file.displayPath)
        && entry.bytes.withUnsafeBufferPointer { ByteSearch.contains(typeNeedle, in: $0) }
    }
    let candidates = zip(contents, holdsUses).filter(\.1).map(\.0)
    let codebase = Self.codebaseTypes(
      of: candidates.map(\.bytes), among: zip(contents, holdsUses).filter { !$0.1 }.map(\.0.bytes))
    // Files are independent: each is read, planned and rewritten on its own core.
    let files = concurrentMap(candidates.count) { index -> FileResult? in
      let (file, bytes) = candidates[index]
      let move = FileMove(
        bytes: bytes, request: request, client: client, scanner: scanner, codebase: codebase)
      guard !move.sites.isEmpty else { return nil }
      let new = move.result
      var result = FileResult(
        path: file.displayPath, sites: move.sites, notes: move.notes,
        testsWithoutOverride: move.testsWithoutOverride, old: bytes, new: new, diff: [])
      if let problem = RewriteCheck.problem(old: bytes, new: new, edits: move.appliedEdits) {
        result.reject(problem.message, at: problem.offset)
      } else {
        result.diff = UnifiedDiff.render(path: file.displayPath, old: bytes, new: new)
      }
      return result
    }
    var results = files.compactMap { $0 }
    if let parser {
      warnings += Self.check(&results, with: parser)
    }
    return Result(client: client, keyPath: request.keyPath, files: results, warnings: warnings)
  }

  /// The classes, protocols and conformances that the files holding uses (`candidates`) need
  /// to know of: their own, then those of every file among `others` that may declare or extend
  /// a name they mention, and so on, transitively. Only those files are lexed, not every file.
  static func codebaseTypes(of candidates: [[UInt8]], among others: [[UInt8]]) -> CodebaseTypes {
    func index(_ files: [[UInt8]]) -> CodebaseTypes {
      concurrentMap(files.count) { position -> CodebaseTypes in
        var types = CodebaseTypes()
        types.add(SourceTokens(bytes: files[position]))
        return types
      }.reduce(into: CodebaseTypes()) { $0.merge($1) }
    }
    var codebase = index(candidates)
    var searched = Set<String>()
    var remaining = others
    while true {
      let wanted = codebase.mentioned.subtracting(searched)
      guard !wanted.isEmpty, !remaining.isEmpty else { return codebase }
      searched.formUnion(wanted)
      let files = remaining
      let matches = concurrentMap(files.count) { position in
        files[position].withUnsafeBufferPointer {
          CodebaseTypes.mayDeclare(oneOf: wanted, in: $0)
        }
      }
      codebase.merge(index(zip(files, matches).filter(\.1).map(\.0)))
      remaining = zip(files, matches).filter { !$0.1 }.map(\.0)
    }
  }

  /// The `DependencyValues` properties whose client's key bridges to `singleton`
  /// (`Analytics.shared`): in a file that spells it, a property typed `XClient` where the
  /// file calls `XClient.bridging(`, as scaffold writes the key.
  package static func bridgedKeyPaths(
    to singleton: String, in contents: [[UInt8]], paths: [String]
  ) -> [String] {
    let needle = ByteSearch.Needle(Array(singleton.utf8))
    let values = ByteSearch.Needle("DependencyValues")
    var found: [String] = []
    for (bytes, path) in zip(contents, paths) {
      let holds = bytes.withUnsafeBufferPointer {
        ByteSearch.contains(needle, in: $0) && ByteSearch.contains(values, in: $0)
      }
      guard holds else { continue }
      let types = DeclarationReader.read(bytes, file: path).types
      for type in types where type.kind == .extension && type.name == "DependencyValues" {
        for member in type.members {
          guard case .property(let client?, _, _) = member.kind else { continue }
          let bridging = ByteSearch.Needle(Array("\(client).bridging(".utf8))
          if bytes.withUnsafeBufferPointer({ ByteSearch.contains(bridging, in: $0) }),
            !found.contains(member.name)
          {
            found.append(member.name)
          }
        }
      }
    }
    return found
  }

  /// Rejects each rewrite after which the toolchain's parser reports an error the original did
  /// not have; returns a warning when the parser gave no verdict.
  package static func check(_ results: inout [FileResult], with parser: ToolchainParser)
    -> [String]
  {
    let changed = results.indices.filter { results[$0].changed }
    let verdicts: [(line: Int, message: String)?]
    do {
      verdicts = try parser.newErrors(
        in: changed.map { ToolchainParser.Rewrite(old: results[$0].old, new: results[$0].new) })
    } catch {
      return ["the rewrites were not checked by the toolchain's parser: \(error.message)"]
    }
    for (position, index) in changed.enumerated() {
      guard let error = verdicts[position] else { continue }
      let offset = oldOffset(ofLine: error.line, in: results[index])
      results[index].reject("the toolchain's parser reports '\(error.message)'", at: offset)
    }
    return []
  }

  /// The offset in the original of the line `line` of the rewritten text: where its first byte
  /// came from, or the edit that made it.
  private static func oldOffset(ofLine line: Int, in file: FileResult) -> Int {
    var current = 1
    var newOffset = 0
    while current < line, newOffset < file.new.count {
      if file.new[newOffset] == 0x0A { current += 1 }
      newOffset += 1
    }
    // The texts agree up to their first difference; past it, offsets from the end agree.
    let prefix = zip(file.old, file.new).prefix { $0 == $1 }.count
    if newOffset <= prefix { return newOffset }
    let suffix = zip(file.old.reversed(), file.new.reversed()).prefix { $0 == $1 }.count
    let fromEnd = file.new.count - newOffset
    return fromEnd <= suffix ? file.old.count - fromEnd : prefix
  }

  /// Writes each changed file of `result` in place, atomically (on all cores: files are
  /// independent); returns the paths written. On a failure, the error names the first file in
  /// order that could not be written and every file that was.
  package static func write(_ result: Result) throws(MoveError) -> [String] {
    let files = result.files.filter(\.changed)
    let failures = concurrentMap(files.count) { index -> FileFailure? in
      do throws(FileFailure) {
        try PlainFile.replace(files[index].path, withBytes: files[index].new)
        return nil
      } catch {
        return error
      }
    }
    let written = zip(files, failures).filter { $0.1 == nil }.map(\.0.path)
    if let failed = failures.firstIndex(where: { $0 != nil }), let failure = failures[failed] {
      throw .unwritable(path: files[failed].path, reason: failure.message, written: written)
    }
    return written
  }
}
