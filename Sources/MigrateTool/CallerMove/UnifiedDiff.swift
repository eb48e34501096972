/// The unified diff of two versions of a file, as `diff -u` writes it and `git apply` reads it:
/// `--- a/PATH`, `+++ b/PATH`, hunks with three lines of context.
package enum UnifiedDiff {
  /// The diff that creates the file `path` holding `text`, as git writes it: from `/dev/null`.
  package static func newFile(path: String, text: String) -> String {
    let diff = render(path: path, old: "", new: text)
    guard let header = diff.firstIndex(of: "\n") else { return diff }
    return "--- /dev/null" + diff[header...]
  }

  package static func render(path: String, old: String, new: String) -> String {
    String(decoding: render(path: path, old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
  }

  /// The diff of `old` and `new`, compared line by line as bytes (empty when they are the same),
  /// as bytes: a line holds what the file holds, an invalid UTF-8 byte too. A path with a space
  /// ends with a tab in the headers, as git writes it, so `patch` reads the whole name.
  package static func render(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
    let a = Lines(old)
    let b = Lines(new)
    // Lines the two ends share are kept in a shortest script; Myers' search runs on the middle
    // alone, which for a move is a few lines around each edit.
    var prefix = 0
    while prefix < a.count, prefix < b.count, a.line(prefix, equals: b, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a.line(a.count - 1 - suffix, equals: b, b.count - 1 - suffix)
    {
      suffix += 1
    }
    guard prefix + suffix < a.count || prefix + suffix < b.count else { return [] }
    var script = [Step](repeating: .same, count: prefix)
    script += editScript(a, b, from: prefix, trailing: suffix)
    script += [Step](repeating: .same, count: suffix)

    var out: [UInt8] = []
    out.reserveCapacity(old.count / 4)
    let end = path.contains(" ") || path.contains("\t") ? "\t\n" : "\n"
    out += Array("--- a/\(path)\(end)+++ b/\(path)\(end)".utf8)
    // Walk the script, grouping changes whose context overlaps into one hunk; `oldLine` and
    // `newLine` count the lines before `position` on each side.
    var position = 0
    var oldLine = 0
    var newLine = 0
    while let change = script[position...].firstIndex(where: { $0 != .same }) {
      var end = change
      var last = change
      while end < script.count {
        if script[end] != .same {
          last = end
        } else if end - last > 6 {
          break
        }
        end += 1
      }
      let hunkStart = max(change - 3, position)
      let hunkEnd = min(last + 4, script.count)
      for step in script[position..<hunkStart] {
        if step != .inserted { oldLine += 1 }
        if step != .deleted { newLine += 1 }
      }
      var body: [UInt8] = []
      var oldIndex = oldLine
      var newIndex = newLine
      for step in script[hunkStart..<hunkEnd] {
        switch step {
        case .same:
          a.append(oldIndex, marked: 0x20, to: &body)  // " "
          oldIndex += 1
          newIndex += 1
        case .deleted:
          a.append(oldIndex, marked: 0x2D, to: &body)  // "-"
          oldIndex += 1
        case .inserted:
          b.append(newIndex, marked: 0x2B, to: &body)  // "+"
          newIndex += 1
        }
      }
      let header =
        "@@ -\(range(oldLine, oldIndex - oldLine)) +\(range(newLine, newIndex - newLine)) @@\n"
      out += Array(header.utf8)
      out += body
      (position, oldLine, newLine) = (hunkEnd, oldIndex, newIndex)
    }
    return out
  }

  private enum Step: Equatable { case same, deleted, inserted }

  /// A text's lines, split on `\n` bytes (a `\r\n` line keeps its `\r`), each with a hash that
  /// settles most comparisons without reading the bytes.
  private struct Lines {
    let bytes: [UInt8]
    /// Where each line starts; `starts[count]` is the end of the text.
    var starts: [Int] = [0]
    var hashes: [UInt64] = []
    /// The last line has no line break: diff marks it.
    var lastLineUnterminated = false

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
      for (offset, byte) in bytes.enumerated() {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        if byte == 0x0A {
          starts.append(offset + 1)
          hashes.append(hash)
          hash = 0xcbf2_9ce4_8422_2325
        }
      }
      if starts.last != bytes.count {
        starts.append(bytes.count)
        hashes.append(hash)
        lastLineUnterminated = true
      }
    }

    var count: Int { hashes.count }

    func line(_ index: Int, equals other: Lines, _ otherIndex: Int) -> Bool {
      guard hashes[index] == other.hashes[otherIndex],
        (index == count - 1 && lastLineUnterminated)
          == (otherIndex == other.count - 1 && other.lastLineUnterminated)
      else { return false }
      let length = starts[index + 1] - starts[index]
      guard other.starts[otherIndex + 1] - other.starts[otherIndex] == length else { return false }
      // A loop over bytes: `elementsEqual` on slices compares through `Equatable`, per byte.
      let (first, otherFirst) = (starts[index], other.starts[otherIndex])
      for offset in 0..<length where bytes[first + offset] != other.bytes[otherFirst + offset] {
        return false
      }
      return true
    }

    /// Appends line `index` after `mark`, as a hunk shows it.
    func append(_ index: Int, marked mark: UInt8, to out: inout [UInt8]) {
      out.append(mark)
      out += bytes[starts[index]..<starts[index + 1]]
      if index == count - 1 && lastLineUnterminated {
        out += Array("\n\\ No newline at end of file\n".utf8)
      }
    }
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }

  /// A shortest edit script (Myers' algorithm) for `a` and `b` without their first `start` and
  /// last `trailing` lines, as one step per line.
  private static func editScript(_ a: Lines, _ b: Lines, from start: Int, trailing: Int) -> [Step] {
    let n = a.count - start - trailing
    let m = b.count - start - trailing
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
        while x < n, y < m, a.line(start + x, equals: b, start + y) {
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
