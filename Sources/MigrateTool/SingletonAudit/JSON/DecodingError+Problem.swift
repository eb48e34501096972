#if canImport(FoundationEssentials)
  // The essentials (JSON, Data, URL, FileManager) without Foundation's ICU, which would add
  // milliseconds to every start of the tool.
  import FoundationEssentials
#else
  import Foundation
#endif

extension DecodingError {
  /// What is wrong, naming the JSON key path (`entries[2].count`), for an error message.
  package var problem: String {
    switch self {
    case .typeMismatch(let type, let context):
      return "\(Self.path(context.codingPath)) must be \(Self.describe(type))"
    case .valueNotFound(let type, let context):
      return "\(Self.path(context.codingPath)) must be \(Self.describe(type)), not null"
    case .keyNotFound(let key, let context):
      return "\(Self.path(context.codingPath + [key])) is missing"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "it is not valid JSON"
    case .dataCorrupted(let context):
      return "\(Self.path(context.codingPath)) has an invalid value"
    @unknown default:
      return "it is not valid JSON"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue.excerpt
      }
    }
    return "'\(text)'"
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Int.Type: return "a whole number"
    case is [String].Type: return "an array of strings"
    case is Bool.Type: return "true or false"
    case _ where "\(type)".contains("Array") || "\(type)".contains("Unkeyed"):
      return "an array of strings"
    default: return "an object"
    }
  }
}
