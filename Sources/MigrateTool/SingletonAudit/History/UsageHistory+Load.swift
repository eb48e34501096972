import SourceFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UsageHistory {
  /// The history at `path` (`--history`): a folder of saved JSON reports (`ReportHistory`), or
  /// a file holding `git log -p` of the baseline (`BaselineLogHistory`). `warnings` gets the
  /// files of the folder that are no dated report.
  package static func load(_ path: String, warnings: inout [String]) throws(AuditError)
    -> UsageHistory
  {
    guard PlainFile.exists(path) else {
      throw .invalidHistory(path: path, problem: "it does not exist.")
    }
    if !PlainFile.isRegularFile(path) {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: path)
          .filter { $0.hasSuffix(".json") }
      } catch {
        throw .invalidHistory(path: path, problem: "its files cannot be listed.")
      }
      var files: [(name: String, bytes: [UInt8])] = []
      for name in names {
        let file = path.hasSuffix("/") ? path + name : path + "/" + name
        guard case .success(let bytes) = PlainFile.read(file) else {
          warnings.append("the history file '\(file)' cannot be read; it is left out.")
          continue
        }
        files.append((file, bytes))
      }
      let (states, skipped) = ReportHistory.states(files: files)
      for file in skipped {
        warnings.append(
          "'\(file)' is not a JSON report named by its date (YYYY-MM-DD...); it is left out "
            + "of the history.")
      }
      return UsageHistory(states: states)
    }
    guard case .success(let bytes) = PlainFile.read(path) else {
      throw .invalidHistory(path: path, problem: "it cannot be read.")
    }
    let states = BaselineLogHistory.states(fromGitLog: String(decoding: bytes, as: UTF8.self))
    guard !states.isEmpty else {
      throw .invalidHistory(path: path, problem: "it holds no commit of a baseline.")
    }
    return UsageHistory(states: states)
  }
}
