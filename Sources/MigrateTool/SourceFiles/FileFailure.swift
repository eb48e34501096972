#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read or written: the system's reason (`errno`) as a phrase.
package struct FileFailure: Error, Sendable, Equatable {
  /// The reason, lower-case to read mid-sentence: `permission denied`.
  package var message: String
  /// The `errno` behind it, if the system gave one.
  package var errorNumber: Int32?

  package init(message: String) { self.message = message }

  package init(errorNumber: Int32) {
    var text = String(cString: strerror(errorNumber))
    // `Permission denied` reads better mid-sentence as `permission denied`.
    if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
      text = first.lowercased() + text.dropFirst()
    }
    message = text
    self.errorNumber = errorNumber
  }

  /// Whether the file was there already (`EEXIST`), where a new file was to be made.
  package var isAlreadyExisting: Bool { errorNumber == EEXIST }
}
