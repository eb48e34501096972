import SwiftDeclarations

/// The signatures of the SDK members that apps call most on a singleton declared in an
/// extension of an SDK type (`extension UserDefaults { static let group = ... }`,
/// `extension URLSession { static let api = ... }`): scaffold cannot read the SDK, so a
/// member callers call gets an endpoint when it is listed here. The others go through the
/// client's escape hatch, the endpoint that returns the instance.
///
/// Each signature compiles against Foundation on Apple platforms and on Linux (URLSession's
/// from FoundationNetworking), called as the bridge calls it. `set(_:forKey:)` is the `Any?`
/// overload: the bridge's call stores what the typed ones store.
enum SDKMembers {
  /// The declarations, as Swift: read by the same reader as the app's code.
  static let declarations = """
    extension UserDefaults {
      func bool(forKey defaultName: String) -> Bool
      func integer(forKey defaultName: String) -> Int
      func double(forKey defaultName: String) -> Double
      func float(forKey defaultName: String) -> Float
      func string(forKey defaultName: String) -> String?
      func data(forKey defaultName: String) -> Data?
      func url(forKey defaultName: String) -> URL?
      func object(forKey defaultName: String) -> Any?
      func array(forKey defaultName: String) -> [Any]?
      func dictionary(forKey defaultName: String) -> [String: Any]?
      func stringArray(forKey defaultName: String) -> [String]?
      func set(_ value: Any?, forKey defaultName: String)
      func removeObject(forKey defaultName: String)
      func register(defaults registrationDictionary: [String: Any])
      func dictionaryRepresentation() -> [String: Any]
    }
    extension URLSession {
      var configuration: URLSessionConfiguration { get }
      func data(for request: URLRequest) async throws -> (Data, URLResponse)
      func data(from url: URL) async throws -> (Data, URLResponse)
      func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse)
      func download(for request: URLRequest) async throws -> (URL, URLResponse)
      func invalidateAndCancel()
      func finishTasksAndInvalidate()
    }
    """

  /// Every listed member, by the SDK type's name.
  static let membersByType: [String: [DeclaredMember]] = {
    var members: [String: [DeclaredMember]] = [:]
    for type in DeclarationReader.read(Array(declarations.utf8), file: "SDK").types {
      members[type.name, default: []] += type.members
    }
    return members
  }()

  /// The member of `type` that `use` calls (same name, same labels), or nil when not listed.
  static func member(of type: String, for use: MemberUse) -> DeclaredMember? {
    membersByType[type]?.first { member in
      guard member.name == use.member else { return false }
      switch member.kind {
      case .method(let signature): return signature.parameters.map(\.label) == use.labels
      case .property: return use.labels == nil
      case .unsupported: return false
      }
    }
  }
}
