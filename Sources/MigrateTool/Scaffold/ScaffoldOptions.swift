/// What `migrate-tool scaffold` was asked to do, parsed from its arguments.
struct ScaffoldOptions: Sendable, Equatable {
  /// The singleton's name: `AnalyticsTracker`, or `Outer.Inner`.
  var typeName = ""
  /// Files and directories to search; `["."]` when none are given.
  var paths: [String] = ["."]
  /// `--name`: the client's name; derived from the type's when nil.
  var clientName: String?
  /// `--key-path`: the `DependencyValues` property; derived from the client's name when nil.
  var keyPath: String?
  /// `--output`: a new file to write; standard output when nil.
  var output: String?
  /// Static property names that make a type a singleton.
  var accessors: [String] = ["shared"]

  /// What the arguments ask for.
  enum Request: Sendable, Equatable {
    case help
    case version
    case scaffold(ScaffoldOptions)
  }

  static let optionNames = [
    "--name", "--key-path", "--output", "--accessor", "--help", "--version",
  ]

  /// Parses the arguments after `scaffold`.
  static func parse(_ arguments: [String]) throws(ScaffoldError) -> Request {
    var options = ScaffoldOptions()
    var positional: [String] = []
    var accessors: [String] = []
    var scanner = ArgumentScanner(arguments)
    while let item = scanner.next() {
      let name: String
      switch item {
      case .positional(let argument):
        positional.append(argument)
        continue
      case .help: return .help
      case .version: return .version
      case .option(let option): name = option
      }
      func value() throws(ScaffoldError) -> String {
        guard let value = scanner.value() else { throw .usage("Missing value for '\(name)'.") }
        return value
      }
      switch name {
      case "--name":
        options.clientName = try identifier(value(), for: name, example: "AnalyticsClient")
      case "--key-path":
        options.keyPath = try identifier(value(), for: name, example: "analytics")
      case "--accessor":
        accessors.append(try identifier(value(), for: name, example: "shared"))
      case "--output":
        let path = try value()
        guard !path.isEmpty else { throw .usage("The value for '--output' must not be empty.") }
        options.output = path
      default:
        throw .usage("Unknown option '\(name)'." + Suggestion.hint(for: name, in: optionNames))
      }
    }
    guard let typeName = positional.first else {
      throw .usage("Missing the singleton's type name: 'migrate-tool scaffold AnalyticsTracker'.")
    }
    let parts = typeName.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ CommandLineParser.isIdentifier(String($0)) }) else {
      throw .usage(
        "The type name '\(typeName)' is invalid. Use a type's name like 'AnalyticsTracker' or "
          + "'Outer.Inner'.")
    }
    options.typeName = typeName
    if positional.count > 1 { options.paths = Array(positional.dropFirst()) }
    if !accessors.isEmpty {
      var seen = Set<String>()
      options.accessors = accessors.filter { seen.insert($0).inserted }
    }
    return .scaffold(options)
  }

  private static func identifier(
    _ text: String, for name: String, example: String
  ) throws(ScaffoldError) -> String {
    guard CommandLineParser.isIdentifier(text) else {
      throw .usage("The value '\(text)' is invalid for '\(name)'. Use a name like '\(example)'.")
    }
    return text
  }
}
