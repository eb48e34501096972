import SwiftScanning

/// The members that callers reach through a singleton's accessor: the `member` of each
/// `Receiver.accessor.member` in a file's code (comments and strings are not code), so that a
/// client can have the endpoints its callers call. A use through a local alias
/// (`let tracker = Tracker.shared`) is not seen.
package enum MemberUses {
  /// The member names after `receiver.accessor.` in `source`, in order of first use;
  /// `receiver` is the type's name as callers write it (`Tracker`, the last part of `A.Tracker`).
  package static func members(
    after receiver: String, accessor: String, in source: SourceTokens
  ) -> [String] {
    var names: [String] = []
    var index = 0
    while index + 4 < source.count {
      defer { index += 1 }
      guard source.kind(index) == .identifier, source.text(index) == receiver,
        source.kind(index + 1) == .dot, source.kind(index + 2) == .identifier,
        source.text(index + 2) == accessor, source.kind(index + 3) == .dot,
        source.kind(index + 4) == .identifier
      else { continue }
      let name = source.text(index + 4).trimmingCharacters(in: "`")
      if !names.contains(name) { names.append(name) }
    }
    return names
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var text = Substring(self)
    while text.first == character { text.removeFirst() }
    while text.last == character { text.removeLast() }
    return String(text)
  }
}
