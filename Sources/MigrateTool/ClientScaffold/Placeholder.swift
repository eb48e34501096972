/// The value an unimplemented endpoint returns after it reports: nothing for `Void`, and the
/// empty value of the types that have an obvious one.
package enum Placeholder {
  package static let zeroTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Decimal", "TimeInterval",
  ]

  /// The placeholder expression for `type`, or nil when there is no obvious one. `enumCases`
  /// gives the first case of enums the singleton declares (`LogManager.Level`: `.debug`).
  package static func value(for type: String, enumCases: [String: String] = [:]) -> String? {
    let type = type.trimmingCharacters()
    if let firstCase = enumCases[type] { return "." + firstCase }
    if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
    if zeroTypes.contains(type) { return "0" }
    switch type {
    case "Bool": return "false"
    case "String", "Substring": return "\"\""
    case "Data": return "Data()"
    default: break
    }
    if type.hasPrefix("Array<") || type.hasPrefix("Set<") { return "[]" }
    if type.hasPrefix("Dictionary<") { return "[:]" }
    if type.hasPrefix("[") && type.hasSuffix("]") {
      // `[K: V]` has a colon outside any inner brackets.
      var depth = 0
      for character in type {
        switch character {
        case "[", "(", "<": depth += 1
        case "]", ")", ">": depth -= 1
        case ":" where depth == 1: return "[:]"
        default: break
        }
      }
      return "[]"
    }
    return nil
  }
}

extension String {
  /// The string without leading and trailing spaces.
  package func trimmingCharacters() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
