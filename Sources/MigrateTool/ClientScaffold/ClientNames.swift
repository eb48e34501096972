/// The names `scaffold` gives a singleton's client, its key and its accessor.
///
/// `UserDefaultsManager` gives `UserDefaultsClient`, `UserDefaultsKey`, `\.userDefaults`, and
/// the bridge's parameter `manager`; `--name` and `--key-path` choose others.
package struct ClientNames: Sendable, Equatable {
  /// `UserDefaultsClient`.
  package var client: String
  /// `UserDefaultsKey`.
  package var key: String
  /// `userDefaults`.
  package var keyPath: String
  /// The bridge's parameter: `manager`.
  package var instance: String

  /// Role words that name what a singleton is, not what it does: a client drops them.
  package static let roleSuffixes = [
    "Manager", "Service", "Tracker", "Controller", "Provider", "Handler", "Helper", "Center",
    "Coordinator",
  ]

  package init(singleton: String, client: String? = nil, keyPath: String? = nil) {
    let typeName = singleton.split(separator: ".").last.map(String.init) ?? singleton
    var base = typeName
    if let suffix = Self.roleSuffixes.first(where: {
      typeName.hasSuffix($0) && typeName.count > $0.count
    }) {
      base = String(typeName.dropLast(suffix.count))
    }
    let clientName = client ?? base + "Client"
    if client != nil {
      base =
        clientName.hasSuffix("Client") && clientName != "Client"
        ? String(clientName.dropLast(6)) : clientName
    }
    self.client = clientName
    self.key = base + "Key"
    self.keyPath = keyPath ?? SwiftSpelling.lowerCamel(base)
    // The last word of the type's name: `UserDefaultsManager` -> `manager`.
    let lastWord = typeName.lastIndex(where: \.isUppercase).map { typeName[$0...] } ?? ""
    let instance = SwiftSpelling.lowerCamel(String(lastWord.isEmpty ? typeName[...] : lastWord))
    self.instance =
      SwiftSpelling.keywords.contains(instance) || instance.count < 2 ? "singleton" : instance
  }
}
