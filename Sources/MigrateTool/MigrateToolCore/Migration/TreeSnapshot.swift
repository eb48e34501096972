import SourceFiles

/// The files a migration is about to write, as they were: what puts the tree back when the
/// team's verify command fails. Taken before the first write, from the bytes the plan read.
struct TreeSnapshot: Sendable {
  /// A file that existed: its path and its bytes (`PlainFile.replace` keeps its mode).
  var replaced: [(path: String, bytes: [UInt8])] = []
  /// Files the migration creates, which putting back removes.
  var created: [String] = []

  /// Puts every file back as it was; returns the problems, one a file that could not be put
  /// back (empty when all were).
  func restore() -> [String] {
    var problems: [String] = []
    for file in replaced {
      do {
        try PlainFile.replace(file.path, withBytes: file.bytes)
      } catch {
        problems.append("\(file.path): \(error.message)")
      }
    }
    for path in created where PlainFile.exists(path) {
      do {
        try PlainFile.remove(path)
      } catch {
        problems.append("\(path): \(error.message)")
      }
    }
    return problems
  }
}
