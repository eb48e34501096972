import SwiftScanning

/// A member as a caller uses it through the accessor: its name, and its labels for a call (nil
/// for `_`), nil for a property read, `["="]` for a write: `bool(forKey:)`, `configuration`.
package struct MemberUse: Sendable, Hashable {
  package var member: String
  package var labels: [String?]?

  package init(member: String, labels: [String?]?) {
    self.member = member
    self.labels = labels
  }

  /// How a TODO names it: `bool(forKey:)`, `invalidateAndCancel()`, `configuration`.
  package var displayName: String {
    guard let labels else { return member }
    return member + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}

/// The members that callers reach through a singleton's accessor: the `member` of each
/// `Receiver.accessor.member` (or `Receiver.accessor().member`, for an accessor that is a
/// function) in a file's code, so that a client can have the endpoints its callers call. The
/// audit's scanner finds the accesses (in code, not in comments or strings); only the few
/// tokens after each are lexed. A use through a local alias (`let tracker = Tracker.shared`) is
/// not seen.
package enum MemberUses {
  /// Each distinct use after `receiver.accessor.` in `bytes`, with its labels, in order of first
  /// use; `receiver` is the type's name as callers write it (`Tracker`, the last part of
  /// `A.Tracker`), and `scanner` finds `accessor`.
  package static func uses(
    after receiver: String, accessor: String, in bytes: [UInt8], scanner: AccessScanner
  ) -> [MemberUse] {
    let scan = bytes.withUnsafeBufferPointer { scanner.scan($0) }
    var uses: [MemberUse] = []
    for access in scan.accesses
    where access.role == .use && access.receiverKind == .type && access.accessor == accessor
      && (access.receiver == receiver || access.receiver.hasSuffix("." + receiver))
    {
      guard let use = use(at: access.offset, in: bytes) else { continue }
      if uses.last != use && !uses.contains(use) { uses.append(use) }
    }
    return uses
  }

  /// The use whose accessor's name starts at `offset`: the tokens of a window after it, the
  /// whole rest of the file when a call's arguments run past the window.
  private static func use(at offset: Int, in bytes: [UInt8]) -> MemberUse? {
    var window = min(bytes.count, offset + 160)
    while true {
      let source = SourceTokens(bytes: Array(bytes[offset..<window]))
      var dot = 1
      if source.kind(dot) == .leftParen, source.kind(dot + 1) == .rightParen { dot += 2 }
      guard source.kind(dot) == .dot, source.kind(dot + 1) == .identifier else { return nil }
      var name = source.text(dot + 1)
      if name.hasPrefix("`") { name = name.trimmingCharacters(in: "`") }
      guard source.kind(dot + 2) == .leftParen, source.tokens[dot + 2].isLeftBound else {
        return MemberUse(member: name, labels: nil)
      }
      if !source.skipGroup(dot + 2).closed && window < bytes.count {
        window = bytes.count
        continue
      }
      let close = source.skipGroup(dot + 2).next - 1
      return MemberUse(member: name, labels: source.callLabels(open: dot + 2, close: close))
    }
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
