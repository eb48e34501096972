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
    /// The unified diff from `old` to `new`, empty when they are the same.
    package var diff: String

    package var changed: Bool { old != new }
  }

  /// The whole move: the client it read, and each file that uses the singleton.
  package struct Result: Sendable {
    package var client: ClientEndpoints
    package var files: [FileResult]
    package var warnings: [String]
  }

  package var request: MoveRequest
  package var paths: [String]

  package init(request: MoveRequest, paths: [String]) {
    self.request = request
    self.paths = paths
  }

  /// Reads every Swift file under the PATHs, finds the client, and plans every file's edits;
  /// writes nothing.
  package func plan() throws(MoveError) -> Result {
    let walk: SourceTreeWalker.Walk
    do {
      walk = try SourceTreeWalker(excludes: []).files(in: paths)
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
        if bytes.withUnsafeBufferPointer({ ByteSearch.contains(keyPathNeedle, in: $0) }) {
          types += DeclarationReader.read(bytes, file: file.displayPath).types
        }
      }
    }
    let singleton = String(request.typeName.split(separator: ".").last ?? "")
    let client = try ClientEndpoints.find(
      keyPath: request.keyPath, singleton: singleton, in: types,
      contents: Dictionary(
        contents.map { ($0.file.displayPath, $0.bytes) }, uniquingKeysWith: { first, _ in first }))
    let scanner = AccessScanner(accessors: [request.accessor])
    let typeNeedle = ByteSearch.Needle(
      Array((request.typeName.split(separator: ".").last ?? "").utf8))
    let request = self.request
    // Types whose declarations other files hold: superclasses, protocols, extensions.
    let read = contents
    let perFile = concurrentMap(read.count) { index -> CodebaseTypes in
      var types = CodebaseTypes()
      types.add(SourceTokens(bytes: read[index].bytes))
      return types
    }
    let codebase = perFile.reduce(into: CodebaseTypes()) { $0.merge($1) }
    let candidates = contents.filter {
      $0.bytes.withUnsafeBufferPointer { ByteSearch.contains(typeNeedle, in: $0) }
    }
    // Files are independent: each is read, planned and rewritten on its own core.
    let files = concurrentMap(candidates.count) { index -> FileResult? in
      let (file, bytes) = candidates[index]
      let move = FileMove(
        bytes: bytes, request: request, client: client, scanner: scanner, codebase: codebase)
      guard !move.sites.isEmpty else { return nil }
      let new = move.result
      let diff = UnifiedDiff.render(path: file.displayPath, old: bytes, new: new)
      return FileResult(
        path: file.displayPath, sites: move.sites, notes: move.notes,
        testsWithoutOverride: move.testsWithoutOverride, old: bytes, new: new, diff: diff)
    }
    return Result(client: client, files: files.compactMap { $0 }, warnings: warnings)
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
