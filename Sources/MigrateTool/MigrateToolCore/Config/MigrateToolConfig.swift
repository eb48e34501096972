import SourceFiles
import SwiftScanning

#if canImport(FoundationEssentials)
  // The essentials (JSON, Data) without Foundation's ICU, which would add milliseconds to every
  // start of the tool.
  import FoundationEssentials
#else
  import Foundation
#endif

/// `.migrate-tool.json`: a team's audit settings, so CI and laptops run the same audit.
///
/// ```json
/// {
///   "accessors": ["shared", "sharedInstance"],
///   "excludes": ["Generated/**"],
///   "baseline": "migrate-tool-baseline.json",
///   "ignoreReceivers": ["URLSession", "FileManager"],
///   "maxFindings": 250,
///   "locators": ["ServiceLocator", "Resolver"]
/// }
/// ```
/// Every key is optional; an unknown key or a wrong type is an error that names the key.
struct MigrateToolConfig: Sendable, Equatable {
  /// The file looked for in the current directory when `--config` is not given.
  static let defaultPath = ".migrate-tool.json"
  /// Every key the file may have, in the order the documentation lists them.
  static let knownKeys = [
    "accessors", "excludes", "baseline", "ignoreReceivers", "maxFindings", "locators",
  ]

  var accessors: [String]?
  var excludes: [String]?
  /// Relative to the config file's directory.
  var baseline: String?
  var ignoreReceivers: [String]?
  var maxFindings: Int?
  /// Service locators whose static members are accesses too (`--locator`).
  var locators: [String]?

  init(
    accessors: [String]? = nil, excludes: [String]? = nil, baseline: String? = nil,
    ignoreReceivers: [String]? = nil, maxFindings: Int? = nil, locators: [String]? = nil
  ) {
    self.accessors = accessors
    self.excludes = excludes
    self.baseline = baseline
    self.ignoreReceivers = ignoreReceivers
    self.maxFindings = maxFindings
    self.locators = locators
  }

  /// The config at `explicitPath`, or at `defaultPath` when that exists; nil when neither applies.
  static func load(explicitPath: String?) throws(CommandError) -> MigrateToolConfig? {
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
  static func parse(_ bytes: some Collection<UInt8>, path: String) throws(CommandError)
    -> MigrateToolConfig
  {
    let config: MigrateToolConfig
    do {
      config = try JSONDecoder().decode(MigrateToolConfig.self, from: Data(bytes))
    } catch let error as UnknownKey {
      throw .invalidConfig(
        path: path, problem: "unknown key '\(error.name.excerpt)'. \(knownKeysHint)")
    } catch let error as DecodingError {
      throw .invalidConfig(path: path, problem: "\(error.problem). \(knownKeysHint)")
    } catch {
      throw .invalidConfig(path: path, problem: "it is not valid JSON. \(knownKeysHint)")
    }
    if config.accessors?.isEmpty == true {
      throw .invalidConfig(
        path: path,
        problem: "'accessors' is empty; list member names like 'shared', or leave the key out "
          + "for the default.")
    }
    for accessor in config.accessors ?? [] where !Identifier.isValid(accessor) {
      throw .invalidConfig(
        path: path,
        problem: "'accessors' holds '\(accessor.excerpt)'; use member names like 'shared'.")
    }
    for locator in config.locators ?? [] where !Locator.isValid(locator) {
      throw .invalidConfig(
        path: path,
        problem: "'locators' holds '\(locator.excerpt)'; use type names like 'ServiceLocator' "
          + "or 'Container.shared'.")
    }
    if let limit = config.maxFindings, limit < 0 {
      throw .invalidConfig(
        path: path, problem: "'maxFindings' is \(limit); use a whole number, 0 or more.")
    }
    return config
  }

  /// `Known keys: accessors, ...`: ends each message about the file's JSON, so a typo is easy to
  /// spot.
  static var knownKeysHint: String {
    "Known keys: " + knownKeys.joined(separator: ", ") + "."
  }
}

/// A key the config file does not know, most likely a typo.
private struct UnknownKey: Error {
  var name: String
}

extension MigrateToolConfig: Decodable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Rejects unknown keys first (a typo must not silently drop a setting), then reads each key,
  /// checking its type, in the documented order.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let unknown = container.allKeys.map(\.stringValue).filter { !Self.knownKeys.contains($0) }
    if let first = unknown.sorted().first { throw UnknownKey(name: first) }
    func value<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
      let key = Key(stringValue: name)
      do {
        return try container.decodeIfPresent(type, forKey: key)
      } catch let error where !(error is DecodingError) {
        // A number that fits no Int (`1.5`) fails with the JSON parser's own error, which the
        // decoder would report as "not valid JSON"; name the key instead.
        throw DecodingError.typeMismatch(
          type, DecodingError.Context(codingPath: [key], debugDescription: "\(error)"))
      }
    }
    self.init(
      accessors: try value([String].self, "accessors"),
      excludes: try value([String].self, "excludes"),
      baseline: try value(String.self, "baseline"),
      ignoreReceivers: try value([String].self, "ignoreReceivers"),
      maxFindings: try value(Int.self, "maxFindings"),
      locators: try value([String].self, "locators"))
  }
}
