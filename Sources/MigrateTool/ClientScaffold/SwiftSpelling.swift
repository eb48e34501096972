/// How names and types are spelled in the Swift that `scaffold` writes.
package enum SwiftSpelling {
  /// Words that need backticks as a name.
  package static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self",
    "Self", "throw", "throws", "true", "try", "await", "Any", "Type", "package",
  ]

  /// `name`, in backticks when it is a keyword.
  package static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// `name` with its first letter upper-case: `forKey` -> `ForKey`.
  package static func capitalized(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }

  /// `UserDefaults` -> `userDefaults`, `URLSession` -> `urlSession`, `UI` -> `ui`.
  package static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var upper = 0
    while upper < characters.count && characters[upper].isUppercase { upper += 1 }
    if upper == characters.count { return name.lowercased() }
    if upper <= 1 { return characters.first.map { $0.lowercased() + name.dropFirst() } ?? name }
    return String(characters[..<(upper - 1)]).lowercased() + String(characters[(upper - 1)...])
  }

  /// The words of a type as one name part: `[String]` -> `StringArray`, `Int?` -> `Int`,
  /// `[String: Int]` -> `StringIntDictionary`,
  /// `Library.Track` -> `Track`.
  package static func typeWord(_ type: String) -> String {
    var words = ""
    var current = ""
    for character in type {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        // A qualifier (`Library.` of `Library.Track`) says where, not what.
        if !current.isEmpty && current != "inout" && character != "." {
          words += capitalized(current)
        }
        current = ""
      }
    }
    if !current.isEmpty && current != "inout" { words += capitalized(current) }
    let trimmed = type.trimmingSuffix("?")
    if trimmed.hasPrefix("[") {
      words += containsTopLevelColon(trimmed) ? "Dictionary" : "Array"
    }
    return words.isEmpty ? "Value" : words
  }

  private static func containsTopLevelColon(_ type: String) -> Bool {
    var depth = 0
    for character in type {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 1: return true
      default: break
      }
    }
    return false
  }

  /// `type` as a closure's parameter or result may spell it: an implicitly unwrapped optional
  /// (`String!`), which only a declaration may have, becomes the optional it is (`String?`).
  package static func closureType(_ type: String) -> String {
    type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
  }

  /// `type` with the singleton's nested type names qualified (`Event` -> `Tracker.Event`) and
  /// `Self` spelled as the singleton's name, so that it means the same outside the singleton.
  package static func qualified(_ type: String, in owner: String, nestedTypes: Set<String>)
    -> String
  {
    var result = ""
    var word = ""
    var previous: Character = " "
    func flush() {
      guard !word.isEmpty else { return }
      if previous != "." && (word == "Self" || nestedTypes.contains(word)) {
        result += word == "Self" ? owner : "\(owner).\(word)"
      } else {
        result += word
      }
      word = ""
    }
    for character in type {
      if character.isLetter || character.isNumber || character == "_" {
        if word.isEmpty { previous = result.last ?? " " }
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}

extension String {
  /// The string without trailing copies of `character`.
  package func trimmingSuffix(_ character: Character) -> String {
    var text = self
    while text.last == character { text.removeLast() }
    return text
  }
}
