import SwiftScanning

/// Which files may declare a type, told from their bytes before any is lexed: scaffold lexes
/// and reads only those, not every file that merely uses the type (in a real app, most of the
/// files that spell its name).
package enum DeclarationSkim {
  /// The words that, before a name (`final class Store`, `extension App.Store`), declare or
  /// extend it.
  private static let declarationWords: [[UInt8]] = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ].map { Array($0.utf8) }

  private static let staticWords = ["static", "class"].map { Array($0.utf8) }
  private static let propertyWords = ["let", "var"].map { Array($0.utf8) }

  /// Whether `bytes` may declare or extend the type `name`, or hold it in a static property
  /// (`static var config: AppConfig`): `name` as a word after a declaration word (across spaces,
  /// line breaks and qualifiers, `extension Outer.Name`), or after `static var` on its line.
  /// False only when no such place exists; a comment between the word and the name
  /// (`class /* x */ Name`) is not looked through.
  package static func mayDeclare(_ name: ByteSearch.Needle, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var offsets: [Int] = []
    ByteSearch.occurrences(of: name, in: bytes, into: &offsets)
    let length = name.bytes.count
    for offset in offsets {
      let end = offset + length
      guard offset == 0 || !isWordByte(bytes[offset - 1]),
        end == bytes.count || !isWordByte(bytes[end])
      else { continue }
      if followsDeclarationWord(offset, in: bytes) || lineSaysStatic(offset, in: bytes) {
        return true
      }
    }
    return false
  }

  /// Whether the word before `offset` (past blanks and `Qualifier.`) is a declaration word.
  private static func followsDeclarationWord(
    _ offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var position = skipBlanks(before: offset, in: bytes)
    while position > 0, bytes[position - 1] == UInt8(ascii: ".") {
      position = skipBlanks(before: position - 1, in: bytes)
      while position > 0, isWordByte(bytes[position - 1]) { position -= 1 }
      position = skipBlanks(before: position, in: bytes)
    }
    var start = position
    while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
    let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
    return declarationWords.contains { $0.elementsEqual(word) }
  }

  /// Whether the line that holds `offset` declares a static property before it: the word
  /// `static` (or `class`), then `let` or `var`.
  private static func lineSaysStatic(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var sawStatic = false
    var position = start
    while position < offset {
      guard isWordByte(bytes[position]), position == start || !isWordByte(bytes[position - 1])
      else {
        position += 1
        continue
      }
      var end = position
      while end < offset, isWordByte(bytes[end]) { end += 1 }
      let word = UnsafeBufferPointer(rebasing: bytes[position..<end])
      if staticWords.contains(where: { $0.elementsEqual(word) }) {
        sawStatic = true
      } else if sawStatic, propertyWords.contains(where: { $0.elementsEqual(word) }) {
        return true
      }
      position = end
    }
    return false
  }

  /// The offset of the first byte at or after `offset` that is no space, tab or line break.
  package static func skipBlanks(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var position = offset
    while position < bytes.count, isBlank(bytes[position]) { position += 1 }
    return position
  }

  private static func isBlank(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }

  private static func skipBlanks(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var position = offset
    while position > 0, isBlank(bytes[position - 1]) { position -= 1 }
    return position
  }

  /// A byte of an identifier: ASCII letters, digits, `_`, and any byte of a non-ASCII character.
  package static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }
}
