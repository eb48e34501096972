/// A type or extension as `scaffold` reads it from one file: its name, where it is, and the
/// members a client can be built from.
struct DeclaredType: Sendable, Equatable {
  enum Kind: String, Sendable { case `class`, `struct`, `enum`, actor, `extension` }

  var kind: Kind
  /// The name as written: `AnalyticsTracker`; for an extension, the extended type (`A.B`).
  var name: String
  /// With the names of the enclosing types: `Outer.Inner`.
  var qualifiedName: String
  var file: String
  var line: Int
  /// The access written on the declaration (`public`, `open`, `package`, ...), nil if none.
  var access: String?
  /// Whether the declaration carries `@MainActor`.
  var isMainActor: Bool
  /// Whether it has generic parameters (`class Cache<Value>`).
  var isGeneric: Bool
  /// The names in its inheritance clause (`Sendable`, `NSObject`).
  var inherited: [String]
  /// The `static`/`class` properties it declares (`shared`), to tell a singleton.
  var staticProperties: [String]
  /// The `static var`s among them that Swift 6 code cannot read (not `nonisolated(unsafe)`, not
  /// isolated to a global actor).
  var mutableStaticProperties: [String] = []
  var members: [DeclaredMember]
  /// Types and type aliases declared inside it: a client names them `Outer.Inner`.
  var nestedTypeNames: [String]
  /// An enum's first case when it has no associated value: what an unimplemented endpoint that
  /// returns the enum can return.
  var firstCase: String? = nil
  /// Why the declaration could not be read in full (an unclosed brace), nil when it could.
  var problem: String?
}

/// One instance member of a declared type, as written.
struct DeclaredMember: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// `func name<generics>(parameters) async throws(E) -> Result`.
    case method(Signature)
    /// `var name: Type`; `type` is nil when it has no annotation and no literal to infer it from.
    case property(type: String?, isSettable: Bool, effects: String)
    /// A member a closure cannot express, and why.
    case unsupported(String)
  }

  /// A method's signature, with each part's source text.
  struct Signature: Sendable, Equatable {
    var parameters: [DeclaredParameter]
    /// The generic parameter clause (`<T>`), or nil.
    var generics: String?
    /// `async`, `throws`, `throws(E)`, `rethrows`, in source order, space-separated; "" if none.
    var effects: String
    /// nil for `Void`.
    var returnType: String?
  }

  var name: String
  var kind: Kind
  var line: Int
  /// The access level that applies (`public`, `internal`, ...), after the extension's default.
  var access: String
  var isMainActor: Bool
  var isNonisolated: Bool
  var isMutating: Bool
}

/// One parameter of a method: `forKey key: String = "x"`.
struct DeclaredParameter: Sendable, Equatable {
  /// The argument label, nil for `_`.
  var label: String?
  var name: String
  /// The type as written, `inout` and attributes included: `inout [String]`.
  var type: String
  var defaultValue: String?

  /// The name a closure parameter gets: the label, or the name when the label is `_`.
  var closureName: String { label ?? name }
  var isInout: Bool { type.hasPrefix("inout ") }
  var isVariadic: Bool { type.hasSuffix("...") }
  /// A function type without `@escaping`: `(Track) -> Void`.
  var isNonescapingClosure: Bool { type.contains("->") && !type.contains("@escaping") }
}
