import Foundation
import PackagePlugin

/// `swift package migrate-audit [PATH ...] [options]`: runs `migrate-tool audit` from the package
/// directory, building the tool from source, so a package can audit itself without installing
/// anything. Arguments pass through unchanged; with no PATH, the audit covers the whole package.
///
/// The tool's standard output (the report) passes through untouched, so
/// `swift package migrate-audit --format json > report.json` is the JSON alone. SwiftPM would mix
/// a plugin's standard error into its standard output, so the tool's diagnostics are caught here
/// and handed to SwiftPM as diagnostics, which it prints on standard error.
@main
struct MigrateAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.audit(
      tool: context.tool(named: "migrate-tool").url, in: context.package.directoryURL,
      arguments: arguments)
  }

  /// Runs `migrate-tool audit` with `arguments` in `directory`, its diagnostics handed to the
  /// host, and exits with its code when it fails.
  static func audit(tool: URL, in directory: URL, arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["audit"] + arguments
    process.currentDirectoryURL = directory
    let errorOutput = Pipe()
    process.standardError = errorOutput
    try process.run()
    // Read before waiting: a full pipe would otherwise block the tool.
    let diagnostics = errorOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    for line in String(decoding: diagnostics, as: UTF8.self).split(separator: "\n") {
      report(String(line))
    }
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

  /// One line of the tool's standard error, as the SwiftPM diagnostic of its kind.
  private static func report(_ line: String) {
    if line.hasPrefix("Error: ") {
      Diagnostics.error(String(line.dropFirst("Error: ".count)))
    } else if line.hasPrefix("Gate failed: ") {
      Diagnostics.error(line)
    } else if line.hasPrefix("warning: ") {
      Diagnostics.warning(String(line.dropFirst("warning: ".count)))
    } else {
      Diagnostics.remark(line.hasPrefix("note: ") ? String(line.dropFirst("note: ".count)) : line)
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // In an Xcode project (File > Packages adds this package; the project's context menu runs
  // "migrate-audit"): the audit of the project's folder, arguments passed through.
  // Not run here: Xcode's plugin API exists on Apple platforms only.
  extension MigrateAuditPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try Self.audit(
        tool: context.tool(named: "migrate-tool").url, in: context.xcodeProject.directoryURL,
        arguments: arguments)
    }
  }
#endif
