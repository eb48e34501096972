/// What one file contains, located by byte offset; `SourceLocator` turns offsets into lines.
package struct FileScan: Sendable, Equatable {
  /// An access to an accessor in code.
  package struct Access: Sendable, Equatable {
    /// Byte offset of the accessor name.
    package var offset: Int
    package var accessor: String
    package var receiver: String
    package var receiverKind: ReceiverKind
    package var role: Role
    package var typeName: String?
    /// The declaration the access stands in: an instance or static member, free code, or a
    /// parameter's default value.
    package var site: AccessSite = .instance
  }

  /// A singleton declaration.
  package struct Declaration: Sendable, Equatable {
    /// Byte offset of the declared name.
    package var offset: Int
    package var accessor: String
    package var type: String
  }

  package var accesses: [Access] = []
  package var declarations: [Declaration] = []
}
