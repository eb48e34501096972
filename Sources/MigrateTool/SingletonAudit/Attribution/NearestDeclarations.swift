/// Where the declarations of names that several share (`A.Dup` and `B.Dup`, or one `AppDefaults`
/// in each of two targets) lie in the tree of their folders: the declaration nearest to an access
/// is found by walking the access's own folders, at a cost that does not grow with the number of
/// declarations.
struct NearestDeclarations: Sendable {
  /// How many declarations of a group lie at or below a folder, and the first of them.
  private struct Below: Sendable {
    var count = 0
    /// The lowest declaration index among them.
    var first: Int
  }

  /// A folder below another: its parent's node and its name, as a number (`folderNumbers`).
  private struct Edge: Hashable, Sendable {
    var parent: Int
    var folder: Int
  }

  /// A group's declarations at or below a node.
  private struct Place: Hashable, Sendable {
    var group: Int
    var node: Int
  }

  /// Each folder name a declaration's path has, numbered, so that the tree hashes numbers.
  private var folderNumbers: [Substring: Int] = [:]
  /// The tree of the declarations' folders: node 0 is the run of no folders.
  private var children: [Edge: Int] = [:]
  private var nodeCount = 1
  private var below: [Place: Below] = [:]
  /// The declared type of each group: the declarations of one type and accessor.
  private var groupTypes: [String] = []
  /// The groups of each short name and accessor.
  private var groupsByShortName: [SingletonKey: [Int]] = [:]

  /// Room for `count` declarations a few folders deep, so that the tables are not rebuilt as
  /// they grow.
  init(capacity count: Int) {
    children.reserveCapacity(4 * count)
    below.reserveCapacity(8 * count)
  }

  /// Adds the declaration `index` (added in increasing order) of `type`, whose short name and
  /// accessor are `key`, in `file`.
  mutating func insert(_ index: Int, key: SingletonKey, type: String, file: String) {
    let groups = groupsByShortName[key, default: []]
    var group = groups.first { groupTypes[$0] == type } ?? -1
    if group < 0 {
      group = groupTypes.count
      groupTypes.append(type)
      groupsByShortName[key, default: []].append(group)
    }
    var node = 0
    below[Place(group: group, node: node), default: Below(first: index)].count += 1
    Self.forEachFolder(of: file) { folder in
      let number = folderNumbers[folder] ?? folderNumbers.count
      if number == folderNumbers.count { folderNumbers[folder] = number }
      let edge = Edge(parent: node, folder: number)
      if let child = children[edge] {
        node = child
      } else {
        (node, nodeCount) = (nodeCount, nodeCount + 1)
        children[edge] = node
      }
      below[Place(group: group, node: node), default: Below(first: index)].count += 1
      return true
    }
  }

  /// The declaration nearest to `file` among those of short name and accessor `key` whose type
  /// `names` accepts: the one that shares most leading folders with it (the first of equals),
  /// ambiguous when several do.
  func nearest(
    to file: String, key: SingletonKey, where names: (String) -> Bool
  ) -> SingletonMatcher.Match? {
    // The file's folders as nodes of the tree, as far as it has them.
    var path = [0]
    Self.forEachFolder(of: file) { folder in
      guard let number = folderNumbers[folder],
        let child = children[Edge(parent: path[path.count - 1], folder: number)]
      else { return false }
      path.append(child)
      return true
    }
    var (nearest, count, first) = (-1, 0, Int.max)
    for group in groupsByShortName[key] ?? [] where names(groupTypes[group]) {
      var depth = 0
      var deepest = below[Place(group: group, node: 0)]!
      while depth + 1 < path.count, let next = below[Place(group: group, node: path[depth + 1])] {
        (deepest, depth) = (next, depth + 1)
      }
      if depth > nearest {
        (nearest, count, first) = (depth, deepest.count, deepest.first)
      } else if depth == nearest {
        (count, first) = (count + deepest.count, min(first, deepest.first))
      }
    }
    guard nearest >= 0 else { return nil }
    return SingletonMatcher.Match(index: first, isAmbiguous: count > 1)
  }

  /// Calls `body` with each folder of a `/`-separated file path (empty parts left out), in
  /// order, while it returns true.
  private static func forEachFolder(of file: String, _ body: (Substring) -> Bool) {
    let utf8 = file.utf8
    var start = utf8.startIndex
    while let slash = utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
      if slash > start, !body(Substring(utf8[start..<slash])) { return }
      start = utf8.index(after: slash)
    }
  }
}
