import SourceFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift toolchain's parser as the referee of a rewrite: `swiftc -frontend -parse` on the
/// rewritten files, which must show no error the originals did not have. It reads syntax only
/// (no types, no imports), so it is fast: one run for all the files of a move.
package struct ToolchainParser: Sendable {
  /// The program and the arguments before the files: `swiftc -frontend -parse -parse-as-library`,
  /// or on Apple platforms `xcrun swiftc ...` where no `swiftc` is on the PATH.
  package var command: [String]

  package init(command: [String]) {
    self.command = command
  }

  /// The toolchain's parser, found on `PATH` (`swiftc`, else `xcrun`), or nil.
  package static func find(searchPath: String) -> ToolchainParser? {
    // As a library, always: one file alone would be parsed as a main file, so a rewrite and
    // its original parsed in runs of different sizes would differ on top-level code.
    let arguments = ["-frontend", "-parse", "-parse-as-library", "-diagnostic-style", "llvm"]
    if let swiftc = Subprocess.find("swiftc", searchPath: searchPath) {
      return ToolchainParser(command: [swiftc] + arguments)
    }
    if let xcrun = Subprocess.find("xcrun", searchPath: searchPath) {
      return ToolchainParser(command: [xcrun, "swiftc"] + arguments)
    }
    return nil
  }

  /// One file's rewrite to judge: its original and rewritten bytes.
  package struct Rewrite: Sendable {
    package var old: [UInt8]
    package var new: [UInt8]

    package init(old: [UInt8], new: [UInt8]) {
      self.old = old
      self.new = new
    }
  }

  /// For each rewrite, the first error the parser reports in the new text that it does not in
  /// the old one, with its 1-based line in the new text; nil where there is none. Throws when
  /// the parser cannot be run or gives no verdict.
  package func newErrors(in rewrites: [Rewrite]) throws(Failure) -> [(line: Int, message: String)?]
  {
    guard !rewrites.isEmpty else { return [] }
    let directory = try Self.temporaryDirectory()
    defer { Self.remove(directory, copiesOf: rewrites.count) }
    var newPaths: [String] = []
    for (index, rewrite) in rewrites.enumerated() {
      newPaths.append("\(directory)/new\(index).swift")
      try Self.write(rewrite.new, to: newPaths[index])
    }
    let newDiagnostics = try errors(in: newPaths)
    var results: [(line: Int, message: String)?] = Array(repeating: nil, count: rewrites.count)
    let failing = newPaths.indices.filter { newDiagnostics[newPaths[$0]] != nil }
    guard !failing.isEmpty else { return results }
    // Only the files whose rewrite has errors are parsed as they were, to compare.
    var oldPaths: [String] = []
    for index in failing {
      oldPaths.append("\(directory)/old\(index).swift")
      try Self.write(rewrites[index].old, to: oldPaths[oldPaths.count - 1])
    }
    let oldDiagnostics = try errors(in: oldPaths)
    for (position, index) in failing.enumerated() {
      var known = oldDiagnostics[oldPaths[position]]?.map(\.message) ?? []
      for diagnostic in newDiagnostics[newPaths[index]] ?? [] {
        if let match = known.firstIndex(of: diagnostic.message) {
          known.remove(at: match)
        } else {
          results[index] = diagnostic
          break
        }
      }
    }
    return results
  }

  /// Why the parser gave no verdict.
  package struct Failure: Error, Sendable, Equatable {
    package var message: String
  }

  /// Each file's errors, in order: `path:line:column: error: message`.
  private func errors(in paths: [String]) throws(Failure) -> [String: [(
    line: Int, message: String
  )]] {
    guard
      let outcome = Subprocess.run(command[0], Array(command.dropFirst()) + paths)
    else {
      throw Failure(message: "'\(command[0])' could not be started")
    }
    var result: [String: [(line: Int, message: String)]] = [:]
    let text = String(decoding: outcome.standardError, as: UTF8.self)
    let marker = Array(": error: ".utf8)
    for line in text.split(separator: "\n") {
      let bytes = Array(line.utf8)
      guard
        let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) })
      else { continue }
      let location = String(decoding: bytes[..<start], as: UTF8.self).split(separator: ":")
      guard location.count >= 3, let number = Int(location[location.count - 2]) else { continue }
      let path = location.dropLast(2).joined(separator: ":")
      let message = String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
      result[path, default: []].append((number, message))
    }
    if outcome.status != 0 && result.isEmpty {
      throw Failure(
        message:
          "'\(command[0])' failed without naming an error (status \(outcome.status.map(String.init) ?? "signal"))"
      )
    }
    return result
  }

  private static func temporaryDirectory() throws(Failure) -> String {
    var template = Array("/tmp/migrate-tool-parse-XXXXXX".utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
      throw Failure(message: "no temporary directory could be made")
    }
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  private static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    do {
      try PlainFile.replace(path, withBytes: bytes)
    } catch {
      throw Failure(message: "a copy to parse could not be written: \(error.message)")
    }
  }

  /// Removes the copies of `count` rewrites (`new0.swift`, `old0.swift`, ...) and `directory`.
  private static func remove(_ directory: String, copiesOf count: Int) {
    for index in 0..<count {
      unlink("\(directory)/new\(index).swift")
      unlink("\(directory)/old\(index).swift")
    }
    rmdir(directory)
  }
}
