#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read (or written).
struct ReadFailure: Error, Sendable, Equatable {
  var message: String

  init(message: String) { self.message = message }

  init(errorNumber: Int32) {
    var text = String(cString: strerror(errorNumber))
    // `Permission denied` reads better mid-sentence as `permission denied`.
    if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
      text = first.lowercased() + text.dropFirst()
    }
    message = text
  }
}
