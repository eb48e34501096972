/// The version of migrate-tool that made a report, as `--version` prints it.
package enum ToolVersion {
  /// `0.1.0`.
  package static let current = "0.1.0"
}
