import Foundation
import Testing

@testable import SourceFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The walk keeps directories open, up to its budget, so that their files are opened relative to
/// them; beyond the budget, files are opened by path. Either way the same files, the same bytes.
@Suite("Directory handles")
struct DirectoryHandlesTests {
  @Test(
    "a walk keeps at most its budget of directories, and each file reads as by its path",
    arguments: [0, 1, 3, 1_000])
  func budget(limit: Int) throws {
    let byPath = try SourceTreeWalker(excludes: [], directoryBudget: 0)
      .files(in: [fixturesDirectory])
    let walk = try SourceTreeWalker(excludes: [], directoryBudget: limit)
      .files(in: [fixturesDirectory])
    #expect(walk.directories.descriptors.count == min(limit, try Self.directoryCount()))
    #expect(byPath.files.allSatisfy { $0.directory == AT_FDCWD })
    if limit == 1_000 { #expect(walk.files.allSatisfy { $0.directory != AT_FDCWD }) }
    #expect(walk.files.map(\.displayPath) == byPath.files.map(\.displayPath))
    #expect(!walk.files.isEmpty)
    let reader = SourceFileReader()
    for (file, reference) in zip(walk.files, byPath.files) {
      let bytes = try reader.withContents(
        ofFile: file.path, in: file.directory, nameOffset: file.nameOffset
      ) { Array($0) }.get()
      let expected = try reader.withContents(ofFile: reference.path) { Array($0) }.get()
      #expect(bytes == expected, "\(file.displayPath)")
    }
  }

  /// The fixture directory and the directories below it.
  private static func directoryCount() throws -> Int {
    let below = try FileManager.default.subpathsOfDirectory(atPath: fixturesDirectory)
    return 1
      + below.filter { subpath in
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: fixturesDirectory + "/" + subpath, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue
      }.count
  }
}
