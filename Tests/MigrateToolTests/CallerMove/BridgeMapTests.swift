import Testing

@testable import CallerMove
@testable import SwiftDeclarations
@testable import SwiftScanning

/// A hand-written client's bridge says which endpoint stands for which member of the singleton.
@Suite("move: the client's bridge maps members to endpoints")
struct BridgeMapTests {
  static let bridge = """
    extension StoreClient {
      static func bridging(to store: Store) -> Self {
        nonisolated(unsafe) let store = store
        return Self(
          string: { store.loadString(forKey: $0) },
          setString: { store.save($0, forKey: $1) },
          setBool: { store.save($0, forKey: $1) },
          swapped: { store.move(to: $1, from: $0) },
          count: { store.count },
          setLimit: { store.limit = $0 },
          other: { print($0) }
        )
      }
    }
    """

  @Test("calls, property reads and writes are mapped; what is not one plain use is not")
  func reads() {
    var map = BridgeMap()
    map.read(Array(Self.bridge.utf8), singleton: "Store")
    typealias Use = BridgeMap.Use
    #expect(map.endpoints[Use(member: "loadString", labels: ["forKey"])]?.map(\.name) == ["string"])
    #expect(
      map.endpoints[Use(member: "save", labels: [nil, "forKey"])]?.map(\.name)
        == ["setString", "setBool"])
    #expect(
      map.endpoints[Use(member: "move", labels: ["to", "from"])]
        == [BridgeMap.Endpoint(name: "swapped", argumentOrder: [1, 0])])
    #expect(map.endpoints[Use(member: "count", labels: nil)]?.map(\.name) == ["count"])
    #expect(map.endpoints[Use(member: "limit", labels: ["="])]?.map(\.name) == ["setLimit"])
    #expect(map.endpoints.count == 5)
  }

  @Test(
    "a reassignable singleton's bridge reads it through a getter, a protocol-typed one as 'any P'",
    arguments: [
      "static func bridging(\n    to log: @escaping @MainActor @Sendable () -> Log,\n"
        + "    replace: @escaping @Sendable (Log) -> Void\n  ) -> Self {\n"
        + "    return Self(onX: { log().on($0, x: $1) }, onY: { log().on($0, y: $1) })\n  }",
      "static func bridging(to log: any Logging) -> Self {\n"
        + "    Self(onX: { log.on($0, x: $1) }, onY: { log.on($0, y: $1) })\n  }",
    ])
  func getterAndProtocol(bridge: String) {
    var map = BridgeMap()
    map.read(Array("extension LogClient {\n  \(bridge)\n}\n".utf8), singleton: "Log")
    typealias Use = BridgeMap.Use
    #expect(map.endpoints[Use(member: "on", labels: [nil, "x"])]?.map(\.name) == ["onX"])
    #expect(map.endpoints[Use(member: "on", labels: [nil, "y"])]?.map(\.name) == ["onY"])
  }

  @Test("a caller moves to the endpoint the bridge names, its arguments in the endpoint's order")
  func moves() {
    var client = ClientEndpoints(
      typeName: "StoreClient", location: "",
      closures: [
        "string": 1, "setString": 2, "setBool": 2, "swapped": 2, "count": 0, "setLimit": 1,
      ])
    client.bridge.read(Array(Self.bridge.utf8), singleton: "Store")
    let source = """
      func f() {
        let s = Store.shared.loadString(forKey: "k")
        Store.shared.move(to: a + 1, from: b)
        Store.shared.limit = 3
        print(Store.shared.count)
        Store.shared.save(s, forKey: "k")
      }
      """
    let move = moveStore(in: source, client: client)
    let text = String(decoding: move.result, as: UTF8.self)
    #expect(text.contains("let s = store.string(\"k\")"))
    #expect(text.contains("store.swapped(b, a + 1)"))
    #expect(text.contains("store.setLimit(3)"))
    #expect(text.contains("print(store.count())"))
    #expect(text.contains("Store.shared.save(s, forKey: \"k\")"))
    #expect(
      move.sites.last?.outcome
        == .marked(
          "'save(_:forKey:)' is setString, setBool in StoreClient's bridge: which one depends on "
            + "the argument's type, which this file does not say (write `as T`, give the client "
            + "methods with the singleton's labels, or move it by hand)"))
  }

  @Test(
    "overloads that differ in types alone: the endpoint the arguments' written types pick",
    arguments: [
      ("Store.shared.save(true, forKey: \"k\")", "store.setBool(true, \"k\")"),
      ("Store.shared.save(\"on\", forKey: \"k\")", "store.setString(\"on\", \"k\")"),
      ("Store.shared.save(-2, forKey: \"k\")", "store.setInt(-2, \"k\")"),
      ("Store.shared.save(flag, forKey: key)", "store.setBool(flag, key)"),
      ("Store.shared.save(text, forKey: key)", "store.setString(text, key)"),
      ("Store.shared.save(other as Int, forKey: key)", "store.setInt(other as Int, key)"),
      ("Store.shared.save(other, forKey: key)", "Store.shared.save(other, forKey: key)"),
    ])
  func overloads(call: String, moved: String) {
    var client = ClientEndpoints(
      typeName: "StoreClient", location: "", closures: ["setString": 2, "setBool": 2, "setInt": 2])
    client.closureParameters = [
      "setString": ["String", "String"], "setBool": ["Bool", "String"],
      "setInt": ["Int", "String"],
    ]
    client.bridge.read(
      Array(
        """
        extension StoreClient {
          static func bridging(to store: Store) -> Self {
            Self(
              setString: { store.save($0, forKey: $1) },
              setBool: { store.save($0, forKey: $1) },
              setInt: { store.save($0, forKey: $1) }
            )
          }
        }
        """.utf8),
      singleton: "Store")
    let source = """
      func f(flag: Bool, key: String, other: Any) {
        let text: String = "x"
        \(call)
      }
      """
    let move = moveStore(in: source, client: client)
    #expect(String(decoding: move.result, as: UTF8.self).contains("  " + moved + "\n"))
  }

  @Test("an overload by a stored property's type, else by the client's method with its labels")
  func overloadsByPropertyOrMethod() {
    var client = ClientEndpoints(
      typeName: "StoreClient", location: "", closures: ["setString": 2, "setInt": 2],
      methods: [
        "save": [
          [
            DeclaredParameter(label: nil, name: "value", type: "String"),
            DeclaredParameter(label: "forKey", name: "key", type: "String"),
          ]
        ]
      ])
    client.closureParameters = ["setString": ["String", "String"], "setInt": ["Int", "String"]]
    client.bridge.read(
      Array(
        """
        extension StoreClient {
          static func bridging(to store: Store) -> Self {
            Self(setString: { store.save($0, forKey: $1) }, setInt: { store.save($0, forKey: $1) })
          }
        }
        """.utf8),
      singleton: "Store")
    let source = """
      final class Model {
        private(set) var count: Int = 0
        func f(name: String) {
          log(count: "a call's label, not a declaration")
          Store.shared.save(count, forKey: "count")
          let trimmed = name.lowercased()
          Store.shared.save(trimmed, forKey: "name")
        }
      }
      """
    let move = moveStore(in: source, client: client)
    let text = String(decoding: move.result, as: UTF8.self)
    #expect(text.contains("    store.setInt(count, \"count\")\n"))
    #expect(text.contains("    store.save(trimmed, forKey: \"name\")\n"))
    #expect(move.sites.map(\.outcome) == [.moved(stored: true), .moved(stored: true)])
  }

  /// `source` after `move Store --to store` with `client`.
  private func moveStore(in source: String, client: ClientEndpoints) -> FileMove {
    FileMove(
      bytes: Array(source.utf8),
      request: MoveRequest(
        typeName: "Store", accessor: "shared", keyPath: "store", propertyName: nil),
      client: client, scanner: AccessScanner(accessors: ["shared"]))
  }
}
