extension SourceTreeWalker {
  /// `files` in byte order of their display paths. Each directory lists its entries in that
  /// order (see `list`), so the files of a tree that keeps them all at one depth come sorted
  /// already: told by comparing neighbours, for less than building sort keys.
  package static func sortedByDisplayPath(_ files: [SourceFile]) -> [SourceFile] {
    let isSorted = files.indices.dropFirst().allSatisfy {
      files[$0 - 1].displayPath.precedesInByteOrder(files[$0].displayPath)
    }
    if isSorted { return files }
    var keys = ByteOrderKeys()
    keys.reserveCapacity(
      keys: files.count, fields: files.count,
      fieldBytes: files.reduce(0) { $0 + $1.displayPath.utf8.count })
    for file in files {
      keys.appendField(file.displayPath)
      keys.endKey()
    }
    return keys.sortedIndices().map { files[$0] }
  }
}
