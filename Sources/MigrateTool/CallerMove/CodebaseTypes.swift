import SwiftDeclarations
import SwiftScanning

/// The classes, protocols and conformances the scanned files declare, across files: what one
/// file cannot tell about its own types. A subclass of a class declared here inherits what a
/// move gives that class; a struct may conform to `Codable` through a protocol declared here
/// (`protocol ParseObject: Codable`) or an extension in another file.
package struct CodebaseTypes: Sendable, Equatable {
  /// Each class's inheritance clause, by name (`B: A, Codable` is `B: ["A", "Codable"]`).
  package private(set) var classes: [String: [String]] = [:]
  /// Each protocol's inherited protocols, by name.
  package private(set) var protocols: [String: [String]] = [:]
  /// What each type's extensions add (`extension V: Hashable {}`), by the type's name.
  package private(set) var extensionConformances: [String: [String]] = [:]
  /// Every name declared, extended or inherited from in what was added: the names whose
  /// declarations elsewhere can change an answer (`Mover` reads the files that declare them).
  package private(set) var mentioned: Set<String> = []

  package init() {}

  /// Adds the type declarations of one file.
  package mutating func add(_ source: SourceTokens) {
    for index in 0..<source.count where source.kind(index) == .identifier {
      // Compared as bytes first: a String made for every identifier of every file costs more
      // than the rest of the move.
      let token = source.tokens[index]
      guard token.end - token.start >= 4, token.end - token.start <= 9,
        Self.firstBytes.contains(source.bytes[token.start]),
        let keyword = Self.typeKeywords.first(where: { source.is(index, $0) }),
        index == 0 || source.kind(index - 1) != .dot,
        source.kind(index + 1) == .identifier
      else { continue }
      // `class func`, `class var`: a static member, not a type.
      if keyword == "class", Keyword.declarationWords.contains(source.text(index + 1)) {
        continue
      }
      var position = index + 1
      var name = source.text(position)
      // `extension Outer.Inner`: the last name is the type's.
      while source.kind(position + 1) == .dot, source.kind(position + 2) == .identifier {
        position += 2
        name = source.text(position)
      }
      position += 1
      if source.kind(position) == .operator, source.text(position).hasPrefix("<") {
        position = source.skipAngles(position)
      }
      let inherited = source.kind(position) == .colon ? names(after: position, in: source) : []
      mentioned.insert(name)
      mentioned.formUnion(inherited)
      switch keyword {
      case "class": classes[name, default: []] += inherited
      case "protocol": protocols[name, default: []] += inherited
      case "extension": extensionConformances[name, default: []] += inherited
      default: break
      }
    }
  }

  /// The words that declare a type or an extension.
  private static let typeKeywords = ["class", "protocol", "struct", "actor", "enum", "extension"]
  private static let firstBytes: Set<UInt8> = Set(typeKeywords.map { $0.utf8.first! })

  /// Adds what `other` holds (another file's types).
  package mutating func merge(_ other: CodebaseTypes) {
    classes.merge(other.classes, uniquingKeysWith: +)
    protocols.merge(other.protocols, uniquingKeysWith: +)
    extensionConformances.merge(other.extensionConformances, uniquingKeysWith: +)
    mentioned.formUnion(other.mentioned)
  }

  private static let lookedUpKeywords = ["class", "protocol", "extension"].map {
    ByteSearch.Needle(Array($0.utf8))
  }

  /// Whether `bytes` may declare a class or protocol named one of `names`, or extend one: the
  /// word `class`, `protocol` or `extension`, then (past blanks and qualifiers) one of them. A
  /// comment between the word and the name is not looked through.
  package static func mayDeclare(
    oneOf names: Set<String>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let isWordByte = DeclarationSkim.isWordByte
    func skipBlanks(_ position: Int) -> Int {
      DeclarationSkim.skipBlanks(after: position, in: bytes)
    }
    for keyword in lookedUpKeywords {
      var offsets: [Int] = []
      ByteSearch.occurrences(of: keyword, in: bytes, into: &offsets)
      for offset in offsets {
        var end = offset + keyword.bytes.count
        guard offset == 0 || !isWordByte(bytes[offset - 1]), end < bytes.count,
          !isWordByte(bytes[end])
        else { continue }
        // The name, the last of `Outer.Inner`.
        while true {
          let start = skipBlanks(end)
          end = start
          while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
          guard end > start else { break }
          let next = skipBlanks(end)
          if next < bytes.count, bytes[next] == UInt8(ascii: ".") {
            end = next + 1
            continue
          }
          if names.contains(String(decoding: bytes[start..<end], as: UTF8.self)) { return true }
          break
        }
      }
    }
    return false
  }

  /// Whether `name` is a class the scanned files declare.
  package func isClass(_ name: String) -> Bool { classes[name] != nil }

  /// Every protocol `type` conforms to that the files can tell: its clause, its extensions', and
  /// what each of those protocols inherits, transitively.
  package func conformances(of type: String, declared: [String]) -> Set<String> {
    var result: Set<String> = []
    var pending = declared + (extensionConformances[type] ?? [])
    while let next = pending.popLast() {
      guard result.insert(next).inserted else { continue }
      pending += protocols[next] ?? []
    }
    return result
  }

  /// The names of an inheritance clause whose `:` is at `colon`, up to its `{` or `where`; of a
  /// qualified name (`Foundation.NSObject`) the last part, generic arguments left out.
  private func names(after colon: Int, in source: SourceTokens) -> [String] {
    var result: [String] = []
    var position = colon + 1
    while position < source.count {
      switch source.kind(position) {
      case .leftBrace, .endOfFile, .semicolon, .rightBrace:
        return result
      case .identifier:
        if source.is(position, "where") { return result }
        if source.kind(position - 1) == .dot, !result.isEmpty {
          result[result.count - 1] = source.text(position)
        } else {
          result.append(source.text(position))
        }
        position += 1
      case .operator where source.text(position).hasPrefix("<"):
        position = source.skipAngles(position)
      default:
        position = source.opensGroup(position) ? source.skipGroup(position).next : position + 1
      }
    }
    return result
  }
}
