/// Runs an audit: finds the files, scans them on all cores, and builds the report.
struct Auditor: Sendable {
  var paths: [String]
  var accessors: [String]
  var excludes: [String]

  func run() throws(AuditError) -> AuditReport {
    let (files, walkErrors) = try SourceTreeWalker(excludes: excludes).files(in: paths)
    let scanner = AccessScanner(accessors: accessors)
    let results = concurrentMap(files.count) { FileResult(file: files[$0], scanner: scanner) }
    return AuditReport(accessors: accessors, files: results, walkErrors: walkErrors)
  }
}
