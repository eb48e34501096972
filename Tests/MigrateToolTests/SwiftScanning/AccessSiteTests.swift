import Testing

@testable import SingletonAudit
@testable import SwiftScanning

/// Where each access stands (`AccessSite`) and which member it reaches (`AccessMember`).
@Suite("Access sites and members")
struct AccessSiteTests {
  /// `receiver.shared member site` for each finding of `source`.
  func sites(_ source: String) -> [String] {
    report([("Test.swift", source)]).findings.map {
      "\($0.receiver).shared \($0.member ?? "-") \($0.site.rawValue)"
    }
  }

  @Test("instance members, static and class members, free code and default arguments")
  func sites() {
    let source = """
      final class Feed {
        let store = Store.shared
        static let cache = Cache.shared.make()
        init(api: API = .shared, log: Log = Log.shared) { Tracker.shared.start() }
        static func make() -> Feed { Feed(api: API.shared) }
        class var current: Feed { Feed(api: API.shared) }
        func reload() { Store.shared.reload(); let f = { Store.shared.load() }; f() }
        private static var counter: Int { Counter.shared.value }
        var count: Int { Counter.shared.value }
        struct Inner { func go() { Store.shared.go() } }
      }
      extension Feed {
        func more() { Store.shared.more() }
        static func other() { Store.shared.other() }
      }
      func free() { Store.shared.free() }
      let global = Store.shared
      protocol Loading { func load(store: Store = .shared) }

      """
    #expect(
      sites(source) == [
        "Store.shared - instance",
        "Cache.shared make static",
        ".shared - defaultArgument",
        "Log.shared - defaultArgument",
        "Tracker.shared start instance",
        "API.shared - static",
        "API.shared - static",
        "Store.shared reload instance",
        "Store.shared load instance",
        "Counter.shared value static",
        "Counter.shared value instance",
        "Store.shared go instance",
        "Store.shared more instance",
        "Store.shared other static",
        "Store.shared free free",
        "Store.shared - free",
        ".shared - defaultArgument",
      ])
  }

  @Test("the member after the accessor: across comments, lines, ?, ! and an empty call")
  func members() {
    let source = """
      func f() {
        Store.shared.load()
        Store.shared?.save
        Store.shared!.reset()
        Store.shared /* the store */
          // and its items
          .items.count
        Store.shared().`default`
        Store.shared(x).load()
        take(Store.shared)
        _ = "\\(Store.shared.name)"
      }

      """
    #expect(
      sites(source).map { $0.split(separator: " ")[1] } == [
        "load", "save", "reset", "items", "default", "-", "-", "name",
      ])
  }
}
