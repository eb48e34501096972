#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths as CI services want them: relative to the repository (the current directory),
/// `/`-separated, with no leading `./`.
package enum RepositoryPath {
  /// The current directory, which CI runs the tool from: the repository root. Nil when it cannot
  /// be found (it was deleted, say), and then paths stay as they are.
  package static var currentDirectory: String? {
    // POSIX leaves `getcwd(nil, 0)` open, but glibc, musl and Darwin all allocate the buffer.
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return String(cString: path)
  }

  /// `file` without a leading `./`, and relative to `root` when it is an absolute path under it.
  package static func relative(_ file: String, root: String?) -> String {
    var path = Substring(file)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    if path.hasPrefix("/"), let root, !root.isEmpty {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      if path.hasPrefix(prefix) { path = path.dropFirst(prefix.count) }
    }
    return String(path)
  }

  /// `path` as a URI reference: bytes outside RFC 3986's unreserved set and `/` are
  /// percent-encoded (a space becomes `%20`); an absolute path becomes a `file://` URI.
  package static func uri(_ path: String) -> String {
    var encoded = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }
}
