// swift-tools-version: 6.0
// No package dependencies: everything here is built on the toolchain alone (stdlib, Foundation,
// Dispatch, Synchronization, XCTest, Testing).
import PackageDescription

let package = Package(
  name: "singleton-exit",
  // The back-deployment floor of Swift concurrency (`@TaskLocal`, `Task`): iOS 13 / macOS 10.15.
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"]),
    .library(name: "DependenciesTestSupport", targets: ["DependenciesTestSupport"]),
    .executable(name: "migrate-tool", targets: ["migrate-tool"]),
    .plugin(name: "MigrateAuditPlugin", targets: ["MigrateAuditPlugin"]),
  ],
  targets: [
    // The DI core: the public API of pointfreeco/swift-dependencies' core, written from scratch.
    .target(name: "Dependencies"),
    // Test-only helpers: a Swift Testing trait and issue reporting into the running test.
    .target(name: "DependenciesTestSupport", dependencies: ["Dependencies"]),
    // The "before". Legacy code stays in Swift 5 language mode on purpose, as real legacy code does:
    // its singletons hold unprotected mutable state that Swift 6 mode would (rightly) reject.
    .target(
      name: "ExampleLegacy", path: "Sources/Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
    // The "after": Sendable clients registered as DependencyKeys, and the migrated feature code.
    .target(
      name: "ExampleClients", dependencies: ["Dependencies", "ExampleLegacy"],
      path: "Sources/Clients"),
    // migrate-tool, in layers whose dependencies run one way (README's "Architecture"); each is a
    // library, so tests and the benchmark drive it in-process. Per-token work stays inside
    // SwiftScanning; only per-file calls cross a target.
    // Swift's tokens: the lexer, its keyword table, and the access scanner.
    .target(name: "SwiftScanning", path: "Sources/MigrateTool/SwiftScanning"),
    // Swift's declarations: the types, extensions and members a file declares (scaffold, move).
    .target(
      name: "SwiftDeclarations", dependencies: ["SwiftScanning"],
      path: "Sources/MigrateTool/SwiftDeclarations"),
    // The file system: walking trees, reading and writing files, and the concurrent map.
    .target(name: "SourceFiles", path: "Sources/MigrateTool/SourceFiles"),
    // The audit: report model, attribution to singletons, suppressions, baseline and gates.
    .target(
      name: "SingletonAudit", dependencies: ["SwiftScanning", "SourceFiles"],
      path: "Sources/MigrateTool/SingletonAudit"),
    // The audit's report formats, one file each.
    .target(
      name: "AuditReporters", dependencies: ["SingletonAudit", "SourceFiles", "SwiftScanning"],
      path: "Sources/MigrateTool/AuditReporters"),
    // Step 1: a singleton's declaration -> a client plan -> the client's Swift.
    .target(
      name: "ClientScaffold", dependencies: ["SwiftDeclarations", "SwiftScanning", "SourceFiles"],
      path: "Sources/MigrateTool/ClientScaffold"),
    // Step 2: every use of a singleton rewritten into a read of its dependency.
    .target(
      name: "CallerMove", dependencies: ["SwiftDeclarations", "SwiftScanning", "SourceFiles"],
      path: "Sources/MigrateTool/CallerMove"),
    // The command line: one option table and parser for every subcommand, one error type.
    .target(
      name: "MigrateToolCore",
      dependencies: [
        "SingletonAudit", "AuditReporters", "ClientScaffold", "CallerMove", "SwiftDeclarations",
        "SourceFiles", "SwiftScanning",
      ],
      path: "Sources/MigrateTool/MigrateToolCore"),
    // The `migrate-tool` executable: a thin `main` over MigrateTool.
    .executableTarget(name: "migrate-tool", dependencies: ["MigrateToolCore"]),

    // `swift package migrate-audit`: the audit without installing anything.
    .plugin(
      name: "MigrateAuditPlugin",
      capability: .command(
        intent: .custom(
          verb: "migrate-audit",
          description: "Audit the package for remaining singleton accesses (migrate-tool audit)")),
      dependencies: ["migrate-tool"]),

    // Release-mode benchmark executables: `swift run -c release <name>`.
    .executableTarget(
      name: "DependenciesBenchmark", dependencies: ["Dependencies"],
      path: "Benchmarks/DependenciesBenchmark"),
    // The DI core under load: wrong reads and leaked values counted, not timed.
    .executableTarget(
      name: "DependenciesStress", dependencies: ["Dependencies"],
      path: "Benchmarks/DependenciesStress"),
    .target(name: "MigrateToolBenchmarkSupport", path: "Benchmarks/MigrateToolBenchmarkSupport"),
    .executableTarget(
      name: "AuditBenchmark", dependencies: ["MigrateToolBenchmarkSupport"], path: "Benchmarks/AuditBenchmark"),
    .executableTarget(
      name: "MoveBenchmark", dependencies: ["MigrateToolBenchmarkSupport"], path: "Benchmarks/MoveBenchmark"),

    .testTarget(
      name: "DependenciesTests", dependencies: ["Dependencies", "DependenciesTestSupport"]),
    .testTarget(
      name: "DependenciesTestSupportTests",
      dependencies: ["Dependencies", "DependenciesTestSupport"]),
    .testTarget(
      name: "ExampleLegacyTests", dependencies: ["ExampleLegacy"], path: "Tests/LegacyTests"),
    .testTarget(
      name: "ExampleClientsTests",
      dependencies: ["ExampleClients", "Dependencies", "DependenciesTestSupport", "ExampleLegacy"],
      path: "Tests/ClientsTests"),
    // Checks that every Swift block of MIGRATION.md and README.md is code that compiles, and holds
    // the guide's pitfall examples as tests.
    .testTarget(
      name: "MigrationGuideTests",
      dependencies: ["ExampleClients", "Dependencies", "DependenciesTestSupport", "ExampleLegacy"]),
    .testTarget(
      name: "MigrateToolCoreTests",
      dependencies: [
        "MigrateToolCore", "migrate-tool", "SwiftScanning", "SwiftDeclarations", "SourceFiles",
        "SingletonAudit", "AuditReporters", "ClientScaffold", "CallerMove",
      ],
      path: "Tests/MigrateToolTests", exclude: ["Fixtures", "ParserCorpus"]),
  ],
  swiftLanguageModes: [.v6]
)
