import SourceFiles
import SwiftScanning

/// What scanning one file produced, with locations resolved to lines and columns.
package struct FileResult: Sendable {
  package var findings: [Finding] = []
  package var declarations: [SingletonDeclaration] = []
  /// Findings silenced by `migrate-tool:ignore` comments, in offset order.
  package var suppressed: [SuppressedFinding] = []
  package var byteCount = 0
  /// Set when the file could not be read; nothing else is then set.
  package var error: ScanError?

  /// Reads `file` with `reader` and scans it.
  package init(
    file: SourceFile, reader: SourceFileReader, scanner: AccessScanner,
    annotator: FindingAnnotator = FindingAnnotator()
  ) {
    let scan = { (buffer: UnsafeBufferPointer<UInt8>) in
      FileResult(
        buffer: buffer, displayPath: file.displayPath, scanner: scanner, annotator: annotator)
    }
    let scanned =
      if let rawPath = file.rawPath {
        reader.withContents(ofRawPath: rawPath, scan)
      } else {
        reader.withContents(
          ofFile: file.path, in: file.directory, nameOffset: file.nameOffset, scan)
      }
    switch scanned {
    case .success(let result):
      self = result
    case .failure(let failure):
      error = ScanError(file: file.displayPath, message: failure.message)
    }
  }

  /// Scans `bytes` as the file `displayPath`.
  package init(
    bytes: [UInt8], displayPath: String, scanner: AccessScanner,
    annotator: FindingAnnotator = FindingAnnotator()
  ) {
    self = bytes.withUnsafeBufferPointer {
      FileResult(buffer: $0, displayPath: displayPath, scanner: scanner, annotator: annotator)
    }
  }

  private init(
    buffer: UnsafeBufferPointer<UInt8>, displayPath: String, scanner: AccessScanner,
    annotator: FindingAnnotator
  ) {
    byteCount = buffer.count
    let scan = scanner.scan(buffer)
    var locator = SourceLocator(bytes: buffer)
    findings = scan.accesses.map { access in
      let (line, column) = locator.locate(access.offset)
      return Finding(
        file: displayPath, line: line, column: column, accessor: access.accessor,
        receiver: access.receiver, receiverKind: access.receiverKind, role: access.role,
        declared: false, typeName: access.typeName,
        member: Self.mayReachDeclaredMember(access)
          ? AccessMember.name(
            afterAccessorAt: access.offset, length: access.accessor.utf8.count, in: buffer)
          : nil,
        site: access.site)
    }
    suppressed = annotator.annotate(
      &findings, bytes: buffer, lastFindingOffset: scan.accesses.last?.offset ?? 0)
    var declarationLocator = SourceLocator(bytes: buffer)
    declarations = scan.declarations.map { declaration in
      SingletonDeclaration(
        type: declaration.type, accessor: declaration.accessor, file: displayPath,
        line: declarationLocator.locate(declaration.offset).line)
    }
  }

  /// Whether the summary may count the member `access` reaches: a use through a receiver that
  /// can name a declared singleton (a type, a lower-case type, an implicit member's written
  /// type), not a bridge.
  private static func mayReachDeclaredMember(_ access: FileScan.Access) -> Bool {
    guard access.role == .use else { return false }
    switch access.receiverKind {
    case .type, .instance: return true
    case .implicit: return access.typeName != nil
    case .self, .expression: return false
    }
  }
}
