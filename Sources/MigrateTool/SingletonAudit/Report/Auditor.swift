import SourceFiles
import SwiftScanning

/// Runs an audit: finds the files, scans them on all cores, and builds the report.
package struct Auditor: Sendable {
  package init(
    paths: [String], accessors: [String], excludes: [String],
    annotator: FindingAnnotator = FindingAnnotator(), locators: [String] = []
  ) {
    self.paths = paths
    self.accessors = accessors
    self.locators = locators
    self.excludes = excludes
    self.annotator = annotator
  }

  package var paths: [String]
  package var accessors: [String]
  /// Service locators whose static members are accesses too (`Locator`).
  package var locators: [String] = []
  package var excludes: [String]
  /// Ignored receivers, suppressions and line texts, applied to each file after its scan.
  package var annotator = FindingAnnotator()

  package func run() throws(AuditError) -> AuditReport {
    let walk: SourceTreeWalker.Walk
    do {
      walk = try SourceTreeWalker(excludes: excludes).files(in: paths)
    } catch {
      throw .path(error)
    }
    let files = walk.files
    let scanner = AccessScanner(accessors: accessors, locators: locators)
    let results = withExtendedLifetime(walk.directories) {
      concurrentMap(files.count, workerState: { SourceFileReader() }) {
        FileResult(file: files[$1], reader: $0, scanner: scanner, annotator: annotator)
      }
    }
    var report = AuditReport(accessors: accessors, files: consume results, walkErrors: walk.errors)
    report.warnings = walk.warnings
    report.locators = locators
    return report
  }
}
