/// A type or extension as `scaffold` reads it from one file: its name, where it is, and the
/// members a client can be built from.
package struct DeclaredType: Sendable, Equatable {
  package enum Kind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `extension`
    /// A protocol: its members are its requirements, what a value of `any P` offers.
    case `protocol`
  }

  package var kind: Kind
  /// The name as written: `AnalyticsTracker`; for an extension, the extended type (`A.B`).
  package var name: String
  /// With the names of the enclosing types: `Outer.Inner`.
  package var qualifiedName: String
  package var file: String
  package var line: Int
  /// The access written on the declaration (`public`, `open`, `package`, ...), nil if none.
  package var access: String?
  /// Whether the declaration carries `@MainActor`.
  package var isMainActor: Bool
  /// Whether it has generic parameters (`class Cache<Value>`).
  package var isGeneric: Bool
  /// The names in its inheritance clause (`Sendable`, `NSObject`).
  package var inherited: [String]
  /// The `static`/`class` properties it declares (`shared`), to tell a singleton.
  package var staticProperties: [String]
  /// The stored `static var`s among them that Swift 6 code cannot read (not `nonisolated(unsafe)`, not
  /// isolated to a global actor).
  package var mutableStaticProperties: [String] = []
  /// The type of each static property, as written or inferred from its initializer
  /// (`static let shared: Providing = Manager()` gives `Providing`); absent when unknown.
  package var staticPropertyTypes: [String: String] = [:]
  /// The static properties that can be assigned (`static var`, or a computed one with `set`).
  package var settableStaticProperties: [String] = []
  /// The computed static properties without a setter (`static var shared: Session { current }`):
  /// each read may give another instance.
  package var computedStaticProperties: [String] = []
  /// The `private` and `fileprivate` static properties: no other file can read them.
  package var privateStaticProperties: [String] = []
  /// The static functions that take nothing and return a value, by name, with the type they
  /// return (`class func sharedInstance() -> Self` gives `Self`): accessors called as functions.
  package var staticAccessorFunctions: [String: String] = [:]
  package var members: [DeclaredMember]
  /// Types and type aliases declared inside it: a client names them `Outer.Inner`.
  package var nestedTypeNames: [String]
  /// An enum's first case when it has no associated value: what an unimplemented endpoint that
  /// returns the enum can return.
  package var firstCase: String? = nil
  /// Why the declaration could not be read in full (an unclosed brace), nil when it could.
  package var problem: String?
  /// The `#if` condition under which the file declares it (`!os(Linux)`), nil when always.
  package var condition: String? = nil
}

/// One instance member of a declared type, as written.
package struct DeclaredMember: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    /// `func name<generics>(parameters) async throws(E) -> Result`.
    case method(Signature)
    /// `var name: Type`; `type` is nil when it has no annotation and no literal to infer it from.
    case property(type: String?, isSettable: Bool, effects: String)
    /// A member a closure cannot express, and why.
    case unsupported(String)
  }

  /// A method's signature, with each part's source text.
  package struct Signature: Sendable, Equatable {
    package var parameters: [DeclaredParameter]
    /// The generic parameter clause (`<T>`), or nil.
    package var generics: String?
    /// `async`, `throws`, `throws(E)`, `rethrows`, in source order, space-separated; "" if none.
    package var effects: String
    /// nil for `Void`.
    package var returnType: String?
  }

  package var name: String
  package var kind: Kind
  package var line: Int
  /// The access level that applies (`public`, `internal`, ...), after the extension's default.
  package var access: String
  package var isMainActor: Bool
  package var isNonisolated: Bool
  package var isMutating: Bool
  /// Whether it is a computed property (a getter, or `get`/`set`): it has no storage to race on.
  package var isComputed: Bool = false
  /// Whether `@available` marks it deprecated, unavailable or obsoleted: a bridge that calls it
  /// warns, or does not compile.
  package var isDeprecated: Bool = false
  /// The `#if` condition under which the type's body declares it (`os(iOS)`), nil when always.
  package var condition: String? = nil
}

/// One parameter of a method: `forKey key: String = "x"`.
package struct DeclaredParameter: Sendable, Equatable {
  package init(label: String?, name: String, type: String, defaultValue: String? = nil) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }

  /// The argument label, nil for `_`.
  package var label: String?
  package var name: String
  /// The type as written, `inout` and attributes included: `inout [String]`.
  package var type: String
  package var defaultValue: String?

  /// The name a closure parameter gets: the label, or the name when the label is `_`.
  package var closureName: String { label ?? name }
  package var isInout: Bool { type.hasPrefix("inout ") }
  package var isVariadic: Bool { type.hasSuffix("...") }
  /// A function type without `@escaping`: `(Track) -> Void`.
  package var isNonescapingClosure: Bool { type.contains("->") && !type.contains("@escaping") }
}
