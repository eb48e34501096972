/// Attributes findings to declared singletons by the type their receiver names.
struct SingletonMatcher: Sendable {
  /// By the last component of the declaring type (`Inner` for `Outer.Inner`): the declaration's
  /// index, or -1 when several declared types share that short name.
  private var byShortName: [SingletonKey: Int] = [:]
  /// The declarations whose short name another declared type shares, by their full type name.
  private var sharedByType: [SingletonKey: Int] = [:]
  /// The shapes of the declaring types' short names, a bit each: a receiver whose short name
  /// has none of them names no declared singleton, with no hashing (most receivers are system
  /// and third-party types, such as `UIApplication`).
  private var shortNameShapes = SIMD4<UInt64>()

  init(declarations: [SingletonDeclaration]) {
    byShortName.reserveCapacity(declarations.count)
    for (index, declaration) in declarations.enumerated() {
      let short = SingletonKey(
        type: Self.lastComponent(declaration.type), accessor: declaration.accessor)
      if let other = byShortName[short] {
        if other >= 0 {
          let first = SingletonKey(type: declarations[other].type, accessor: declaration.accessor)
          sharedByType[first] = other
          byShortName[short] = -1
        }
        sharedByType[SingletonKey(type: declaration.type, accessor: declaration.accessor)] = index
      } else {
        byShortName[short] = index
      }
      let shape = Self.shortNameShape(declaration.type)
      shortNameShapes[shape / 64] |= 1 << (shape % 64)
    }
  }

  /// The singleton `finding` accesses: the declaring type named exactly, or by a module- or
  /// outer-type-qualified name (`Legacy.Foo`), or by its short name when that is unambiguous.
  func index(for finding: Finding) -> Int? {
    guard let typeName = finding.typeName else { return nil }
    return index(typeName: typeName, accessor: finding.accessor)
  }

  private func index(typeName: String, accessor: String) -> Int? {
    let shape = Self.shortNameShape(typeName)
    guard shortNameShapes[shape / 64] & (1 << (shape % 64)) != 0,
      let index = byShortName[SingletonKey(type: Self.lastComponent(typeName), accessor: accessor)]
    else { return nil }
    // One type with that short name: named exactly or qualified, it is that one. Several: only
    // the exact name tells which.
    return index >= 0 ? index : sharedByType[SingletonKey(type: typeName, accessor: accessor)]
  }

  /// A number in `0..<256` from the length (modulo 16) and last byte (modulo 16) of the last
  /// component of `type`: equal short names have equal shapes.
  private static func shortNameShape(_ type: String) -> Int {
    var type = type
    // Over contiguous UTF-8 (`withUTF8`), not the view's iterator: a few instructions a byte.
    return type.withUTF8 { bytes in
      var length = 0
      var last: UInt8 = 0
      for byte in bytes {
        if byte == UInt8(ascii: ".") {
          (length, last) = (0, 0)
        } else {
          length &+= 1
          last = byte
        }
      }
      return (length & 15) << 4 | Int(last & 15)
    }
  }

  /// The uses and bridges that one file's findings add to one singleton.
  struct Counts: Equatable {
    /// The singleton's index among the matcher's declarations.
    var index: Int
    var uses = 0
    var bridges = 0
  }

  /// Sets `declared` on the findings that access a declared singleton; returns the uses and
  /// bridges they add up to, one entry per singleton they access.
  func attribute(_ findings: inout [Finding]) -> [Counts] {
    // A list, not a dictionary: a file accesses few singletons, found by a short walk where a
    // dictionary hashed each finding's index twice.
    var counts: [Counts] = []
    // A file names the same few types again and again: remember the last answer.
    var last: (typeName: String, accessor: String, index: Int?)?
    for position in findings.indices {
      // The two fields read in place: a copy of the whole finding retains all its strings.
      guard let typeName = findings[position].typeName else { continue }
      let accessor = findings[position].accessor
      let index: Int?
      if let last, typeName == last.typeName, accessor == last.accessor {
        index = last.index
      } else {
        index = self.index(typeName: typeName, accessor: accessor)
        last = (typeName, accessor, index)
      }
      guard let index else { continue }
      findings[position].declared = true
      let isBridge = findings[position].role == .bridge
      if let slot = counts.lastIndex(where: { $0.index == index }) {
        if isBridge { counts[slot].bridges += 1 } else { counts[slot].uses += 1 }
      } else {
        counts.append(Counts(index: index, uses: isBridge ? 0 : 1, bridges: isBridge ? 1 : 0))
      }
    }
    return counts
  }

  private static func lastComponent(_ type: String) -> String {
    var type = type
    // Over contiguous UTF-8: searching the string itself would segment characters, and the
    // view's own search is generic. Most type names have no dot, and come back as they are.
    return type.withUTF8 { bytes in
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
    } ?? type
  }
}
