import ClientScaffold
import SwiftScanning

/// The checks every subcommand's values share, with its usage in the error.
extension SubcommandOptions {
  /// `text` when it is one Swift name, else a usage error that shows `example`.
  static func identifier(
    _ text: String, for option: String, example: String, in subcommand: Subcommand
  ) throws(CommandError) -> String {
    guard Identifier.isValid(text) else {
      throw .usage(
        "The value '\(text)' is invalid for '\(option)'. Use a name like '\(example)'.",
        subcommand)
    }
    return text
  }

  /// `text` when it names a type (`AnalyticsTracker`, `Outer.Inner`), else a usage error.
  static func validTypeName(_ text: String, in subcommand: Subcommand) throws(CommandError)
    -> String
  {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ Identifier.isValid(String($0)) }) else {
      throw .usage(
        "The type name '\(text)' is invalid. Use a type's name like 'AnalyticsTracker' or "
          + "'Outer.Inner'.", subcommand)
    }
    return text
  }

  /// `--test-value`'s value: `unimplemented` or `live`, else a usage error.
  static func testValue(_ text: String, in subcommand: Subcommand) throws(CommandError)
    -> ClientPlan.TestValue
  {
    guard let value = ClientPlan.TestValue(rawValue: text) else {
      throw .usage(
        "The value '\(text)' is invalid for '--test-value'. Use 'unimplemented' or 'live'.",
        subcommand)
    }
    return value
  }

  /// `--verify`'s value: a command, else a usage error.
  static func verifyCommand(_ text: String, in subcommand: Subcommand) throws(CommandError)
    -> String
  {
    guard !text.allSatisfy(\.isWhitespace) else {
      throw .usage(
        "The value for '--verify' must be a command: '--verify \"swift build --build-tests "
          + "&& swift test\"'.", subcommand)
    }
    return text
  }

  /// The usage error for `--verify` given without `--write`.
  static func verifyWithoutWrite(_ subcommand: Subcommand) -> CommandError {
    .usage(
      "'--verify' runs after the files are written: add '--write' (without it, "
        + "\(subcommand.rawValue) prints the diff and changes nothing).", subcommand)
  }
}
