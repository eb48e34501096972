/// The history of a baseline file, read from `git log -p` of it (`git log -p --
/// migrate-tool-baseline.json`, any date format git prints by default, `--date=short` or
/// `--date=iso`): the baseline's entries are one a line, so each commit's `+` and `-` entry lines
/// say what it added and removed, and the uses left per singleton follow date by date.
package enum BaselineLogHistory {
  /// The states of the baseline that `log` shows, oldest first: per commit, its date and the
  /// uses per `receiver.accessor` the baseline then held.
  package static func states(fromGitLog log: String) -> [(date: String, uses: [String: Int])] {
    var commits: [(date: String, added: [String], removed: [String])] = []
    for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("commit ") {
        commits.append(("", [], []))
      } else if line.hasPrefix("Date:"), !commits.isEmpty {
        commits[commits.count - 1].date = shortDate(line.dropFirst(5)) ?? ""
      } else if !commits.isEmpty, line.hasPrefix("+") || line.hasPrefix("-"),
        !line.hasPrefix("+++"), !line.hasPrefix("---"), line.contains("\"receiver\": ")
      {
        let entry = normalized(line.dropFirst())
        if line.hasPrefix("+") {
          commits[commits.count - 1].added.append(entry)
        } else {
          commits[commits.count - 1].removed.append(entry)
        }
      }
    }
    // `git log` lists the newest first unless `--reverse` is given.
    if let first = commits.first?.date, let last = commits.last?.date, first > last {
      commits.reverse()
    }
    var lines: [String: Int] = [:]
    var states: [(date: String, uses: [String: Int])] = []
    for commit in commits where !commit.date.isEmpty {
      for entry in commit.removed { lines[entry, default: 0] -= 1 }
      for entry in commit.added { lines[entry, default: 0] += 1 }
      var uses: [String: Int] = [:]
      for (entry, copies) in lines where copies > 0 {
        guard let (name, count) = parse(entry) else { continue }
        uses[name, default: 0] += count * copies
      }
      states.append((commit.date, uses))
    }
    return states
  }

  /// An entry line without its indentation and trailing comma: the same entry whether or not
  /// another follows it.
  private static func normalized(_ line: Substring) -> String {
    var text = line.drop { $0 == " " || $0 == "\t" }
    while let last = text.last, last == "," || last == " " || last == "\r" { text.removeLast() }
    return String(text)
  }

  /// `receiver.accessor` and the count of an entry line.
  private static func parse(_ entry: String) -> (String, Int)? {
    guard let receiver = field("receiver", in: entry), let accessor = field("accessor", in: entry),
      let countText = number("count", in: entry), let count = Int(countText)
    else { return nil }
    return ("\(receiver).\(accessor)", count)
  }

  /// The string value of `"name": "..."` in `entry` (the baseline writes these without
  /// escapes but for quotes and backslashes, which a name never holds).
  private static func field(_ name: String, in entry: String) -> String? {
    guard let start = entry.firstRange(of: "\"\(name)\": \"")?.upperBound,
      let end = entry[start...].firstIndex(of: "\"")
    else { return nil }
    return String(entry[start..<end])
  }

  /// The digits of `"name": N` in `entry`.
  private static func number(_ name: String, in entry: String) -> Substring? {
    guard let start = entry.firstRange(of: "\"\(name)\": ")?.upperBound else { return nil }
    return entry[start...].prefix { $0.isNumber }
  }

  /// `2026-11-27` from a `Date:` line in git's default format (`Fri Nov 27 21:07:58 2026
  /// +0000`), `--date=short` or `--date=iso`.
  static func shortDate(_ text: Substring) -> String? {
    let words = text.split(separator: " ")
    if let first = words.first, first.count >= 10, first.dropFirst(4).first == "-" {
      return String(first.prefix(10))
    }
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    guard words.count >= 5, let month = months.firstIndex(of: String(words[1])),
      let day = Int(words[2]), let year = Int(words[4])
    else { return nil }
    let twoDigits = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(twoDigits(month + 1))-\(twoDigits(day))"
  }
}
