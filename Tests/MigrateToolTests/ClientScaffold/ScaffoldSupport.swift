import Foundation

@testable import MigrateToolCore

/// The scaffold fixtures: one folder of singleton sources per case, and its expected output.
let scaffoldFixtures = fixturesDirectory + "/Scaffold"

/// The repository root, where the repository's own singletons and clients live.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// A new, empty directory of the test's own; removed by `removeTemporaryDirectory`.
func makeTemporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "scaffold-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes `files` (name to text) into a new temporary directory and returns its path.
func temporaryTree(_ files: [String: String]) throws -> String {
  let directory = try makeTemporaryDirectory()
  for (name, text) in files {
    let path = directory + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }
  return directory
}

/// What `scaffold` writes for `sources` (one file each), or its error.
func scaffold(
  _ type: String, _ sources: [String: String], options: [String] = []
) throws -> ToolRun {
  let directory = try temporaryTree(sources)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  return runTool(["scaffold", type, directory] + options)
}
