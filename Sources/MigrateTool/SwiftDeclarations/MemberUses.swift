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
/// function) in a file's code (comments and strings are not code), so that a client can have
/// the endpoints its callers call. A use through a local alias (`let tracker = Tracker.shared`)
/// is not seen.
package enum MemberUses {
  /// The member names after `receiver.accessor.` in `source`, in order of first use;
  /// `receiver` is the type's name as callers write it (`Tracker`, the last part of `A.Tracker`).
  package static func members(
    after receiver: String, accessor: String, in source: SourceTokens
  ) -> [String] {
    var names: [String] = []
    for use in uses(after: receiver, accessor: accessor, in: source)
    where !names.contains(use.member) {
      names.append(use.member)
    }
    return names
  }

  /// Each distinct use after `receiver.accessor.` in `source`, with its labels, in order of
  /// first use.
  package static func uses(
    after receiver: String, accessor: String, in source: SourceTokens
  ) -> [MemberUse] {
    var uses: [MemberUse] = []
    var index = 0
    while index + 4 < source.count {
      defer { index += 1 }
      guard source.kind(index) == .identifier, source.text(index) == receiver,
        source.kind(index + 1) == .dot, source.kind(index + 2) == .identifier,
        source.text(index + 2) == accessor
      else { continue }
      var dot = index + 3
      if source.kind(dot) == .leftParen, source.kind(dot + 1) == .rightParen { dot += 2 }
      guard source.kind(dot) == .dot, source.kind(dot + 1) == .identifier else { continue }
      let name = source.text(dot + 1).trimmingCharacters(in: "`")
      var labels: [String?]?
      if source.kind(dot + 2) == .leftParen, source.tokens[dot + 2].isLeftBound {
        labels = callLabels(in: source, open: dot + 2)
      }
      let use = MemberUse(member: name, labels: labels)
      if !uses.contains(use) { uses.append(use) }
    }
    return uses
  }

  /// The labels of the call whose `(` is at `open`: `(forKey: k)` gives `["forKey"]`.
  private static func callLabels(in source: SourceTokens, open: Int) -> [String?] {
    let close = source.skipGroup(open).next - 1
    guard close > open + 1 else { return [] }
    var labels: [String?] = []
    var position = open + 1
    var argumentStart = true
    while position < close {
      if argumentStart {
        let isLabel =
          source.kind(position) == .identifier && source.kind(position + 1) == .colon
        labels.append(isLabel ? source.text(position) : nil)
        argumentStart = false
      }
      if source.kind(position) == .comma {
        argumentStart = true
        position += 1
      } else {
        position = source.opensGroup(position) ? source.skipGroup(position).next : position + 1
      }
    }
    return labels
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
