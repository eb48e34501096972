/// The unified diff of two versions of a file, as `diff -u` writes it and `git apply` reads it:
/// `--- a/PATH`, `+++ b/PATH`, hunks with three lines of context.
package enum UnifiedDiff {
  package static func render(path: String, old: String, new: String) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    guard script.contains(where: { $0 != .same }) else { return "" }
    var out = "--- a/\(path)\n+++ b/\(path)\n"
    // Walk the script, grouping changes whose context overlaps into one hunk.
    var position = 0
    while position < script.count {
      guard let change = script[position...].firstIndex(where: { $0 != .same }) else { break }
      var end = change
      var last = change
      while end < script.count {
        if script[end] != .same {
          last = end
          end += 1
          continue
        }
        if end - last > 6 { break }
        end += 1
      }
      let hunkStart = max(change - 3, position)
      let hunkEnd = min(last + 4, script.count)
      var oldLine = 0
      var newLine = 0
      for step in script[..<hunkStart] {
        if step != .inserted { oldLine += 1 }
        if step != .deleted { newLine += 1 }
      }
      var body = ""
      var oldCount = 0
      var newCount = 0
      var oldIndex = oldLine
      var newIndex = newLine
      for step in script[hunkStart..<hunkEnd] {
        switch step {
        case .same:
          body += " "
          body += a[oldIndex]
          oldIndex += 1
          newIndex += 1
          oldCount += 1
          newCount += 1
        case .deleted:
          body += "-"
          body += a[oldIndex]
          oldIndex += 1
          oldCount += 1
        case .inserted:
          body += "+"
          body += b[newIndex]
          newIndex += 1
          newCount += 1
        }
      }
      out += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
      position = hunkEnd
    }
    return out
  }

  private enum Step: Equatable { case same, deleted, inserted }

  /// Lines with their line breaks; a last line without one is marked as diff marks it. Split on
  /// `\n` bytes: a `\r\n` line keeps its `\r`.
  private static func lines(_ text: String) -> [Substring] {
    var result: [Substring] = []
    var start = text.utf8.startIndex
    var index = start
    let utf8 = text.utf8
    while index != utf8.endIndex {
      let byte = utf8[index]
      index = utf8.index(after: index)
      if byte == 0x0A {
        result.append(Substring(utf8[start..<index]))
        start = index
      }
    }
    if start != utf8.endIndex {
      result.append(Substring(utf8[start...]) + "\n\\ No newline at end of file\n")
    }
    return result
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }

  /// A shortest edit script (Myers' algorithm), as one step per line.
  private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
    let n = a.count
    let m = b.count
    let max = n + m
    var v = [Int](repeating: 0, count: 2 * max + 2)
    var trace: [[Int]] = []
    outer: for d in 0...max {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[max + k - 1] < v[max + k + 1]))
          ? v[max + k + 1] : v[max + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[max + k] = x
        if x >= n && y >= m { break outer }
      }
    }
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK =
        (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
      let previousX = v[max + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        steps.append(.same)
        x -= 1
        y -= 1
      }
      if d > 0 { steps.append(x == previousX ? .inserted : .deleted) }
      x = previousX
      y = previousY
    }
    return steps.reversed()
  }
}
