#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names the audit gives a meaning to, which Swift does not: the conformances that make a
/// type's body a bridge, and the properties whose initializer makes accesses bridges.
enum AuditWord: CaseIterable {
  case dependencyKey, testDependencyKey, liveValue, live

  var spelling: StaticString {
    switch self {
    case .dependencyKey: "DependencyKey"
    case .testDependencyKey: "TestDependencyKey"
    case .liveValue: "liveValue"
    case .live: "live"
    }
  }

  /// The word `bytes[range]` spells, if any. Asked only where one may matter (a declared name,
  /// a conformance), never for every identifier.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    for word in Self.allCases where word.spelling.utf8CodeUnitCount == range.count {
      if memcmp(word.spelling.utf8Start, bytes.baseAddress! + range.lowerBound, range.count) == 0 {
        self = word
        return
      }
    }
    return nil
  }

  /// Whether `bytes[range]` names a property whose initializer makes accesses bridges.
  static func isLiveProperty(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    switch AuditWord(bytes, range) {
    case .liveValue?, .live?: true
    default: false
    }
  }

  /// Whether `bytes[range]` names a protocol whose conformers' bodies are bridges.
  static func isKeyProtocol(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    switch AuditWord(bytes, range) {
    case .dependencyKey?, .testDependencyKey?: true
    default: false
    }
  }
}
