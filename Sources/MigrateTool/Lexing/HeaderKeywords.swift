/// Whether a stretch of source spells a word that starts a type or extension header: `struct`,
/// `class`, `enum`, `actor`, `extension` or `protocol`, standing alone (not inside a longer name).
///
/// A conservative test for skimming: a word inside a comment or string counts too, which only
/// means that the stretch is lexed in full.
enum HeaderKeywords {
  static func occur(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    let body = IdentifierBodyTable.entries
    var index = start
    while index < end {
      let byte = bytes[index]
      // Words start with a letter none of whose neighbours before it is an identifier byte.
      guard byte == UInt8(ascii: "s") || byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "a") || byte == UInt8(ascii: "p"),
        index == 0 || !body[Int(bytes[index - 1])]
      else {
        index += 1
        continue
      }
      var wordEnd = index + 1
      while wordEnd < bytes.count && body[Int(bytes[wordEnd])] { wordEnd += 1 }
      if let keyword = Keyword.spellingsByLength.keyword(bytes, index, wordEnd) {
        switch keyword {
        case .struct, .class, .enum, .actor, .extension, .protocol: return true
        default: break
        }
      }
      index = wordEnd
    }
    return false
  }
}
