import Dispatch

/// Runs an audit: finds the files, scans them on all cores, and builds the report.
struct Auditor: Sendable {
  var paths: [String]
  var accessors: [String]
  var excludes: [String]
  /// Ignored receivers, suppressions and line texts, applied to each file after its scan.
  var annotator = FindingAnnotator()

  func run() throws(AuditError) -> AuditReport {
    let (files, walkErrors) = try SourceTreeWalker(excludes: excludes).files(in: paths)
    let scanner = AccessScanner(accessors: accessors)
    let results = ResultSlots(count: files.count)
    // Each iteration writes only its own slot; concurrentPerform returns after all of them.
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let result = FileResult(file: files[index], scanner: scanner, annotator: annotator)
      results.store(result, at: index)
    }
    return AuditReport(accessors: accessors, files: results.take(), walkErrors: walkErrors)
  }
}

/// One slot per file, filled concurrently by index, read once all writers are done.
private final class ResultSlots: @unchecked Sendable {
  // Safe: each index is written by exactly one `concurrentPerform` iteration and read only by
  // `take()`, after `concurrentPerform` has returned (which orders all writes before it).
  private let slots: UnsafeMutableBufferPointer<FileResult?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func store(_ result: FileResult, at index: Int) { slots[index] = result }

  func take() -> [FileResult] { slots.map { $0! } }
}
