import Foundation
import PackagePlugin

/// `swift package migrate-audit [PATH ...] [options]`: runs `migrate-tool audit` from the package
/// directory, building the tool from source, so a package can audit itself without installing
/// anything. Arguments pass through unchanged; with no PATH, the audit covers the whole package.
@main
struct MigrateAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "migrate-tool")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["audit"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // Exit with the tool's code (0 clean, 1 error, 2 gate failed, 3 unreadable files, 64 usage).
    // SwiftPM turns any non-zero plugin exit into its own exit 1 (swift-package-manager#7380),
    // so the code is also printed, for CI logs to tell a failed gate from a broken run.
    let code = process.terminationStatus
    if process.terminationReason == .uncaughtSignal {
      Diagnostics.error("migrate-tool was killed by signal \(code)")
      exit(1)
    }
    if code != 0 {
      Diagnostics.error("migrate-tool exited with code \(code)")
      exit(code)
    }
  }
}
