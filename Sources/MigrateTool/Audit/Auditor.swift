/// Runs an audit: finds the files, scans them on all cores, and builds the report.
struct Auditor: Sendable {
  var paths: [String]
  var accessors: [String]
  var excludes: [String]
  /// Ignored receivers, suppressions and line texts, applied to each file after its scan.
  var annotator = FindingAnnotator()

  func run() throws(AuditError) -> AuditReport {
    let walk = try SourceTreeWalker(excludes: excludes).files(in: paths)
    let files = walk.files
    let scanner = AccessScanner(accessors: accessors)
    let results = withExtendedLifetime(walk.directories) {
      concurrentMap(files.count, workerState: { SourceFileReader() }) {
        FileResult(file: files[$1], reader: $0, scanner: scanner, annotator: annotator)
      }
    }
    var report = AuditReport(accessors: accessors, files: consume results, walkErrors: walk.errors)
    report.warnings = walk.warnings
    return report
  }
}
