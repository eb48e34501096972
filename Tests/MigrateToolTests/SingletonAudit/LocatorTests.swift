import Foundation
import Testing

@testable import AuditReporters
@testable import MigrateToolCore
@testable import SingletonAudit
@testable import SwiftScanning

/// Service locators (`--locator`): every static member access on a named type, the container
/// forms of Resolver and Factory, and property wrappers, as findings that gate like the rest.
@Suite("Service locators")
struct LocatorTests {
  static let fixture = fixturesDirectory + "/Locators/LocatorApp.swift"
  static let locators = [
    "ServiceLocator", "Resolver", "Container.shared", "Injected", "LazyInjected",
    "WeakLazyInjected", "Inject",
  ]

  @Test("the fixture's accesses are those the compiler's parser sees (Scripts/referee-locators)")
  func agreesWithParser() throws {
    let expected = try String(contentsOfFile: Self.fixture + ".expected", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let report = try Auditor(
      paths: [Self.fixture], accessors: ["shared"], excludes: [], locators: Self.locators
    ).run()
    #expect(
      report.findings.map { "\($0.line):\($0.column) \($0.accessor) \($0.receiver)" } == expected)
  }

  @Test("skimming agrees with the exhaustive scan with locators too, on every prefix")
  func skimming() throws {
    let exhaustive = AccessScanner(
      accessors: ["shared"], locators: Self.locators, strategy: .exhaustive)
    let eager = AccessScanner(
      accessors: ["shared"], locators: Self.locators, strategy: .skimming(reach: 0))
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.fixture)))
    for length in 0...bytes.count {
      let prefix = Array(bytes[..<length])
      prefix.withUnsafeBufferPointer {
        #expect(eager.scan($0) == exhaustive.scan($0), "first \(length) bytes")
      }
    }
  }

  @Test("without --locator, nothing changes: no locator finding, no locators field")
  func offByDefault() throws {
    let report = try Auditor(paths: [Self.fixture], accessors: ["shared"], excludes: []).run()
    #expect(report.findings.map(\.receiver) == ["Container", "Container"])
    #expect(!JSONReporter().render(report).contains("locator"))
  }

  let sample = report(
    [
      (
        "App/Checkout.swift",
        """
        final class Checkout {
          @Injected var cart: Cart
          func pay() { ServiceLocator.analytics.track("pay"); ServiceLocator.analytics.flush() }
          func undo() { ServiceLocator.stores.cart.undo() }
        }

        """
      )
    ], locators: ["ServiceLocator", "Injected"])

  @Test("text and markdown: a row per member, status locator; the wrapper by its property")
  func textAndMarkdown() {
    #expect(
      TextReporter().render(sample).hasPrefix(
        """
        Scanned 1 file (193 bytes) for .shared: 4 findings, 0 declared singletons, 3 undeclared receivers.

        Singletons, most accesses first (0 declared, 3 undeclared):
          SINGLETON                 USES  BRIDGES  FILES  STATUS   MOST IN                 DECLARED AT
          ServiceLocator.analytics     2        0      1  locator  App/Checkout.swift (2)  -
          @Injected var cart           1        0      1  locator  App/Checkout.swift (1)  -
          ServiceLocator.stores        1        0      1  locator  App/Checkout.swift (1)  -

        """))
    #expect(
      MarkdownReporter().render(sample).contains(
        """
        | `ServiceLocator.analytics` | 2 | 0 | 1 | locator | `App/Checkout.swift` (2) |
        | `@Injected var cart` | 1 | 0 | 1 | locator | `App/Checkout.swift` (1) |
        | `ServiceLocator.stores` | 1 | 0 | 1 | locator | `App/Checkout.swift` (1) |
        """))
  }

  @Test("json: the locators audited, each finding by member, and locator receivers marked")
  func json() {
    let json = JSONReporter().render(sample)
    #expect(
      json.contains(
        "\"accessors\": [\"shared\"],\n  \"locators\": [\"ServiceLocator\", \"Injected\"],\n"))
    #expect(
      json.contains(
        #"{"file": "App/Checkout.swift", "line": 3, "column": 31, "accessor": "analytics", "receiver": "ServiceLocator", "receiverKind": "type", "role": "use", "declared": false}"#
      ))
    #expect(
      json.contains(
        #"{"receiver": "@Injected", "accessor": "cart", "uses": 1, "bridges": 0, "files": 1, "mostAccessedFile": {"file": "App/Checkout.swift", "count": 1}, "builtInDependency": null, "locator": true}"#
      ))
  }

  @Test("a new locator access fails the baseline gate; recorded ones pass")
  func gates() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/A.swift"
      let baseline = directory + "/baseline.json"
      try write("func f() { ServiceLocator.analytics.track() }\n", to: source)
      let record = runTool([
        "audit", source, "--locator", "ServiceLocator", "--write-baseline", baseline,
      ])
      #expect(record.exitCode == 0)
      #expect(try String(contentsOfFile: baseline, encoding: .utf8).contains("\"analytics\""))
      try write(
        "func f() { ServiceLocator.analytics.track() }\nfunc g() { ServiceLocator.stores.x() }\n",
        to: source)
      let gated = runTool([
        "audit", source, "--locator", "ServiceLocator", "--baseline", baseline,
      ])
      #expect(gated.exitCode == 2)
      #expect(gated.output.contains("ServiceLocator.stores"))
    }
  }

  @Test("--locator takes type names, dotted names and wrappers; anything else is a usage error")
  func commandLine() {
    let bad = runTool(["audit", ".", "--locator", "Service Locator"])
    #expect(bad.exitCode == 64)
    #expect(bad.errorOutput.contains("The value 'Service Locator' is invalid for '--locator'."))
    #expect(!Locator.isValid("A..b") && Locator.isValid("Container.shared"))
  }

  @Test("the config's locators add to --locator's; a bad one names the key")
  func config() throws {
    let config = try MigrateToolConfig.parse(
      Array(#"{"locators": ["ServiceLocator", "Resolver"]}"#.utf8), path: "c.json")
    var options = AuditOptions()
    options.locators = ["Resolver", "Injected"]
    #expect(options.merging(config).locators == ["Resolver", "Injected", "ServiceLocator"])
    #expect(throws: CommandError.self) {
      try MigrateToolConfig.parse(Array(#"{"locators": ["a b"]}"#.utf8), path: "c.json")
    }
  }
}
