/// Where a value sits in a JSON document (`entries[2].count`), for messages that name it.
struct JSONPath: Equatable, Sendable, CustomStringConvertible {
  /// One step down: into an object's key or an array's element.
  enum Component: Equatable, Sendable {
    /// A member of an object: `.count`.
    case key(String)
    /// An element of an array: `[2]`.
    case index(Int)
  }

  /// From the top-level value down; empty for the top level itself.
  var components: [Component] = []

  /// The top level.
  init() {}

  /// The path through `components`, from the top level down.
  init(_ components: [Component]) {
    self.components = components
  }

  /// The path one key further down.
  func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

  /// The path one array element further down.
  func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

  /// `'entries[2].count'`, or `the top level`, as messages put it.
  var description: String {
    guard !components.isEmpty else { return "the top level" }
    var text = ""
    for component in components {
      switch component {
      case .key(let key): text += (text.isEmpty ? "" : ".") + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return "'\(text)'"
  }
}
