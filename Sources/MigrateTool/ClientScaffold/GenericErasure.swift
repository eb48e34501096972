import SwiftDeclarations
import SwiftScanning

/// How a generic method becomes an endpoint: its one generic parameter replaced by an
/// existential (`<T: Codable>` gives `any Codable`, `<T>` gives `Any`), so that one closure
/// serves every type the app uses. The bridge passes an existential argument to the generic
/// member, which Swift opens; a result that only the caller's type decides
/// (`func get<T: Codable>(_ key: String) -> T?`) takes that type as an extra argument
/// (`any Codable.Type`), which the bridge opens with a local generic function.
package struct GenericErasure: Sendable, Equatable {
  /// `<T: Codable>`, as declared.
  package var clause: String
  /// `T`.
  package var parameter: String
  /// `any Codable`, or `Any`.
  package var existential: String
  /// Whether the endpoint takes the result's type as its last argument.
  package var takesType: Bool
  /// The declared return type (`T?`), which the client's generic method returns.
  package var genericReturnType: String?
  /// The declared parameters, which the client's generic method takes.
  package var genericParameters: [DeclaredParameter]

  /// `any Codable.Type`, `Any.Type`.
  package var metatype: String {
    existential.contains("&") ? "(\(existential)).Type" : "\(existential).Type"
  }

  /// The erasure of `signature`, with its erased signature; or why there is none.
  package static func erase(
    _ signature: DeclaredMember.Signature
  ) -> Result<(GenericErasure, DeclaredMember.Signature), Unsupported> {
    guard let clause = signature.generics, clause.hasPrefix("<"), clause.hasSuffix(">") else {
      return .failure(Unsupported(reason: "of its 'where' clause"))
    }
    let inner = clause.dropFirst().dropLast()
    guard !inner.contains(",") && !inner.contains("<") else {
      return .failure(Unsupported(reason: "it has more than one generic parameter"))
    }
    let parts = inner.split(separator: ":", maxSplits: 1).map {
      String($0).trimmingCharacters()
    }
    let parameter = parts[0]
    let constraint = parts.count == 2 ? parts[1] : ""
    guard Identifier.isValid(parameter), !constraint.contains("where") else {
      return .failure(Unsupported(reason: "its generic clause could not be read"))
    }
    let existential =
      constraint.isEmpty ? "Any" : constraint.first!.isUppercase ? "any " + constraint : ""
    guard !existential.isEmpty else {
      return .failure(Unsupported(reason: "its generic clause could not be read"))
    }
    var erasure = GenericErasure(
      clause: clause, parameter: parameter, existential: existential, takesType: false,
      genericReturnType: signature.returnType, genericParameters: signature.parameters)
    var erased = signature
    erased.generics = nil
    var seenInParameters = false
    for index in erased.parameters.indices {
      let type = erased.parameters[index].type
      if type == parameter {
        erased.parameters[index].type = existential
        seenInParameters = true
      } else if type == parameter + ".Type" {
        erased.parameters[index].type = erasure.metatype
        seenInParameters = true
      } else if Self.mentions(parameter, in: type) {
        return .failure(
          Unsupported(reason: "'\(type)' holds '\(parameter)', which one closure cannot type"))
      }
    }
    if let result = signature.returnType {
      if result == parameter {
        erased.returnType = existential
      } else if result == parameter + "?" {
        erased.returnType = existential == "Any" ? "Any?" : "(\(existential))?"
      } else if Self.mentions(parameter, in: result) {
        return .failure(
          Unsupported(reason: "'\(result)' holds '\(parameter)', which one closure cannot type"))
      }
      if erased.returnType != result && !seenInParameters {
        erasure.takesType = true
        erased.parameters.append(
          DeclaredParameter(label: nil, name: "type", type: erasure.metatype))
      }
    }
    return .success((erasure, erased))
  }

  /// Why a generic member has no erasure.
  package struct Unsupported: Error {
    package var reason: String
  }

  /// Whether `type` spells the word `name`.
  private static func mentions(_ name: String, in type: String) -> Bool {
    var word = ""
    for character in type + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        if word == name { return true }
        word = ""
      }
    }
    return false
  }
}
