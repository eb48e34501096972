#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The history kept as saved JSON reports (`migrate-tool audit --format json >
/// history/2026-11-27.json`): each file named for its date (`YYYY-MM-DD`, then anything), its
/// uses per singleton and undeclared receiver.
package enum ReportHistory {
  /// The states in the saved reports `files` (path and contents), by the date each file's name
  /// starts with; a file whose name starts with no date, or that is no report, is named in
  /// `skipped`.
  package static func states(files: [(name: String, bytes: [UInt8])])
    -> (states: [(date: String, uses: [String: Int])], skipped: [String])
  {
    var states: [(date: String, uses: [String: Int])] = []
    var skipped: [String] = []
    for file in files.sorted(by: { $0.name < $1.name }) {
      let base = file.name.split(separator: "/").last.map(String.init) ?? file.name
      guard let date = date(startingName: base),
        let report = try? JSONDecoder().decode(SavedReport.self, from: Data(file.bytes))
      else {
        skipped.append(file.name)
        continue
      }
      var uses: [String: Int] = [:]
      for singleton in report.singletons {
        uses["\(singleton.type).\(singleton.accessor)", default: 0] += singleton.uses
      }
      for receiver in report.undeclaredReceivers ?? [] {
        uses["\(receiver.receiver).\(receiver.accessor)", default: 0] += receiver.uses
      }
      states.append((date, uses))
    }
    return (states, skipped)
  }

  /// `2026-11-27` when `name` starts with a date so spelled.
  private static func date(startingName name: String) -> String? {
    let prefix = Array(name.utf8.prefix(10))
    guard prefix.count == 10 else { return nil }
    for (index, byte) in prefix.enumerated() {
      let isDash = index == 4 || index == 7
      guard isDash ? byte == UInt8(ascii: "-") : byte &- UInt8(ascii: "0") < 10 else {
        return nil
      }
    }
    return String(decoding: prefix, as: UTF8.self)
  }

  /// What a saved report says that the history reads (Docs/Output.md's schemaVersion 1).
  private struct SavedReport: Decodable {
    struct Singleton: Decodable {
      var type: String
      var accessor: String
      var uses: Int
    }
    struct Receiver: Decodable {
      var receiver: String
      var accessor: String
      var uses: Int
    }
    var singletons: [Singleton]
    var undeclaredReceivers: [Receiver]?
  }
}
