import SingletonAudit

/// A reporter that writes its output as bytes, in chunks (see ``ReportWriter``): the formats
/// whose size grows with the number of findings.
package protocol StreamingReporter: Reporter {
  /// Writes the whole report to `writer`.
  func write(_ report: AuditReport, to writer: inout ReportWriter)
}

extension StreamingReporter {
  package var streaming: (any StreamingReporter)? { self }

  /// The whole report as one string (for tests and small outputs).
  package func render(_ report: AuditReport) -> String {
    var bytes: [UInt8] = []
    var writer = ReportWriter { bytes.append(contentsOf: $0) }
    write(report, to: &writer)
    writer.flush()
    return String(decoding: bytes, as: UTF8.self)
  }
}
