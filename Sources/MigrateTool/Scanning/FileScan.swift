/// What one file contains, located by byte offset; `SourceLocator` turns offsets into lines.
struct FileScan: Sendable, Equatable {
  /// An access to an accessor in code.
  struct Access: Sendable, Equatable {
    /// Byte offset of the accessor name.
    var offset: Int
    var accessor: String
    var receiver: String
    var receiverKind: ReceiverKind
    var role: Role
    var typeName: String?
  }

  /// A singleton declaration.
  struct Declaration: Sendable, Equatable {
    /// Byte offset of the declared name.
    var offset: Int
    var accessor: String
    var type: String
  }

  var accesses: [Access] = []
  var declarations: [Declaration] = []
}
