/// `.migrate-tool.json`: a team's audit settings, so CI and laptops run the same audit.
///
/// ```json
/// {
///   "accessors": ["shared", "sharedInstance"],
///   "excludes": ["Generated/**"],
///   "baseline": "migrate-tool-baseline.json",
///   "ignoreReceivers": ["URLSession", "FileManager"],
///   "maxFindings": 250
/// }
/// ```
/// Every key is optional; an unknown key or a wrong type is an error that names the key.
struct MigrateToolConfig: Sendable, Equatable {
  /// The file looked for in the current directory when `--config` is not given.
  static let defaultPath = ".migrate-tool.json"
  /// Every key the file may have, in the order the documentation lists them.
  static let knownKeys = ["accessors", "excludes", "baseline", "ignoreReceivers", "maxFindings"]

  var accessors: [String]?
  var excludes: [String]?
  /// Relative to the config file's directory.
  var baseline: String?
  var ignoreReceivers: [String]?
  var maxFindings: Int?

  init(
    accessors: [String]? = nil, excludes: [String]? = nil, baseline: String? = nil,
    ignoreReceivers: [String]? = nil, maxFindings: Int? = nil
  ) {
    self.accessors = accessors
    self.excludes = excludes
    self.baseline = baseline
    self.ignoreReceivers = ignoreReceivers
    self.maxFindings = maxFindings
  }

  /// The config at `explicitPath`, or at `defaultPath` when that exists; nil when neither applies.
  static func load(explicitPath: String?) throws(AuditError) -> MigrateToolConfig? {
    let path = explicitPath ?? defaultPath
    if explicitPath == nil && !PlainFile.exists(path) { return nil }
    guard case .success(let bytes) = PlainFile.read(path) else {
      throw .invalidConfig(
        path: path, problem: "it cannot be read. Check that it exists and is readable.")
    }
    var config = try parse(bytes, path: path)
    // A relative baseline path is relative to the config file's directory.
    if let baseline = config.baseline, !baseline.hasPrefix("/"),
      let slash = path.lastIndex(of: "/")
    {
      config.baseline = path[...slash] + baseline
    }
    return config
  }

  /// Parses the file's bytes; `path` only names the file in errors.
  static func parse(_ bytes: some Collection<UInt8>, path: String) throws(AuditError)
    -> MigrateToolConfig
  {
    let config: MigrateToolConfig
    do throws(JSONReadError) {
      config = try MigrateToolConfig(JSONObjectReader(document: Array(bytes)))
    } catch {
      throw .invalidConfig(path: path, problem: "\(error.problem). \(knownKeysHint)")
    }
    for accessor in config.accessors ?? [] where !CommandLineParser.isIdentifier(accessor) {
      throw .invalidConfig(
        path: path, problem: "'accessors' holds '\(accessor)'; use member names like 'shared'.")
    }
    if let limit = config.maxFindings, limit < 0 {
      throw .invalidConfig(
        path: path, problem: "'maxFindings' is \(limit); use a whole number, 0 or more.")
    }
    return config
  }

  /// Reads the settings from the file's top-level object: unknown keys first (a typo must not
  /// silently drop a setting), then each key's type, in the documented order.
  private init(_ file: JSONObjectReader) throws(JSONReadError) {
    try file.rejectUnknownKeys(known: Self.knownKeys)
    self.init(
      accessors: try file.stringsIfPresent("accessors"),
      excludes: try file.stringsIfPresent("excludes"),
      baseline: try file.stringIfPresent("baseline"),
      ignoreReceivers: try file.stringsIfPresent("ignoreReceivers"),
      maxFindings: try file.wholeNumberIfPresent("maxFindings"))
  }

  /// `Known keys: accessors, ...`: ends each message about the file's JSON, so a typo is easy to
  /// spot.
  static var knownKeysHint: String {
    "Known keys: " + knownKeys.joined(separator: ", ") + "."
  }
}
