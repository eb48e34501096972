import SwiftScanning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the audit adds to a file's findings after the scan, from the file's bytes: removes
/// accesses to ignored receivers, applies `migrate-tool:ignore` comments, and records each
/// access's line when a baseline or the reporter needs it (`Reporter.needsLineText`).
///
/// Runs only on files with findings, and lexes a file a second time only when the scan saw a
/// comment that starts like a directive, so the default audit costs nothing more per file.
package struct FindingAnnotator: Sendable {
  package init(ignoredReceivers: Set<String> = [], recordsLineText: Bool = false) {
    self.ignoredReceivers = ignoredReceivers
    self.recordsLineText = recordsLineText
  }

  /// Receivers whose accesses are dropped (`URLSession`, or `Foundation.URLSession` for it too).
  package var ignoredReceivers: Set<String> = []
  /// Whether to fill `Finding.lineText`.
  package var recordsLineText = false

  /// Annotates `findings` (in offset order) from `bytes`; returns the suppressed ones.
  ///
  /// `lastFindingOffset` is where the file's last finding (before annotation) starts. A
  /// directive that silences a finding is spelled on its line or before (a line directive on
  /// that line, a next-line directive's comment ending before it, a file directive in the
  /// leading comments), so a file whose text up to the end of that line never spells the
  /// directives' marker is not lexed again.
  package func annotate(
    _ findings: inout [Finding], bytes: UnsafeBufferPointer<UInt8>, lastFindingOffset: Int
  ) -> [SuppressedFinding] {
    guard !findings.isEmpty else { return [] }
    if !ignoredReceivers.isEmpty {
      findings.removeAll(where: isIgnored)
    }
    if recordsLineText {
      var lines = LineReader(bytes: bytes)
      for index in findings.indices {
        findings[index].lineText = lines.text(ofLine: findings[index].line)
      }
    }
    // Up to the line feed after the last finding (a lone `\r` before it only makes the test
    // generous: the directives are then read, and decide).
    let base = bytes.baseAddress!
    var end = bytes.count
    if let lineFeed = memchr(base + lastFindingOffset, 0x0A, bytes.count - lastFindingOffset) {
      end = UnsafeRawPointer(lineFeed) - UnsafeRawPointer(base)
    }
    let head = UnsafeBufferPointer(rebasing: bytes[..<end])
    guard !findings.isEmpty, ByteSearch.contains(SuppressionDirective.marker, in: head) else {
      return []
    }
    let directives = DirectiveIndex(bytes: bytes)
    var suppressed: [SuppressedFinding] = []
    findings.removeAll { finding in
      guard let directive = directives.directive(forLine: finding.line) else { return false }
      suppressed.append(
        SuppressedFinding(finding: finding, scope: directive.scope, reason: directive.reason))
      return true
    }
    return suppressed
  }

  /// Whether an ignored receiver names the finding's receiver, whatever its kind (`URLSession`,
  /// `self`, `session`, `(expr)`), or its last component (`URLSession` for
  /// `Foundation.URLSession`, `session` for `self.session`); `""` is an implicit member's.
  private func isIgnored(_ finding: Finding) -> Bool {
    if finding.receiverKind == .implicit { return ignoredReceivers.contains("") }
    if ignoredReceivers.contains(finding.receiver) { return true }
    guard finding.receiverKind != .expression, let dot = finding.receiver.lastIndex(of: ".")
    else { return false }
    let lastPart = finding.receiver[finding.receiver.index(after: dot)...]
    return ignoredReceivers.contains(String(lastPart))
  }
}
