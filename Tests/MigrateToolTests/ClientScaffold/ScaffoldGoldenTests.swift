import Foundation
import Testing

@testable import MigrateToolCore

@Suite("scaffold: golden output")
struct ScaffoldGoldenTests {
  @Test(
    "a fixture singleton gives exactly the expected client",
    arguments: ["MediaLibrary", "ToastPresenter", "ImageCache", "FeatureFlags"])
  func golden(fixture: String) throws {
    let expected = try String(
      contentsOfFile: "\(scaffoldFixtures)/\(fixture).expected.swift", encoding: .utf8)
    let run = runTool(["scaffold", fixture, "\(scaffoldFixtures)/\(fixture)"])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(run.output == expected)
    #expect(run.errorOutput.hasPrefix("note: \(fixture)Client: "))
  }

  @Test("members from an extension in another file are endpoints, after the type's own")
  func extensionsInOtherFiles() {
    let run = runTool(["scaffold", "MediaLibrary", "\(scaffoldFixtures)/MediaLibrary"])
    let lines = run.output.split(separator: "\n")
    let favorites = lines.firstIndex { $0.contains("var favoritesCount:") }
    let volume = lines.firstIndex { $0.contains("var volume:") }
    #expect(favorites != nil && volume != nil && volume! < favorites!)
    #expect(run.output.contains("-> MediaLibrary.Playlist"))
  }

  @Test("the same input gives the same output every time, whatever the file order")
  func deterministic() throws {
    let first = runTool(["scaffold", "MediaLibrary", "\(scaffoldFixtures)/MediaLibrary"])
    let files = [
      "\(scaffoldFixtures)/MediaLibrary/MediaLibrary+Playlists.swift",
      "\(scaffoldFixtures)/MediaLibrary/MediaLibrary.swift",
    ]
    let second = runTool(["scaffold", "MediaLibrary"] + files)
    #expect(first.output == second.output)
    #expect(first.exitCode == 0 && second.exitCode == 0)
  }

  @Test("the summary on stderr counts endpoints and TODOs")
  func summary() {
    let run = runTool(["scaffold", "MediaLibrary", "\(scaffoldFixtures)/MediaLibrary"])
    #expect(
      run.errorOutput
        == "note: MediaLibraryClient: 28 endpoints for MediaLibrary (\(scaffoldFixtures)/"
        + "MediaLibrary/MediaLibrary.swift:6), 5 TODOs.\n")
  }
}
