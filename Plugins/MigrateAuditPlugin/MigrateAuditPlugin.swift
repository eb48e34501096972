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
    // Pass the tool's exit code on (0 clean, 1 error, 2 gate failed, 3 unreadable files,
    // 64 usage), so that CI can tell a failed gate from a broken run.
    if process.terminationStatus != 0 {
      exit(process.terminationStatus)
    }
  }
}
