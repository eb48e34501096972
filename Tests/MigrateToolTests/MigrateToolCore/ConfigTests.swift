import Foundation
import Testing

@testable import MigrateToolCore
@testable import SingletonAudit

@Suite("Config file")
struct ConfigTests {
  @Test(
    "unknown keys and wrong types are errors naming the key",
    arguments: [
      (
        #"{"acessors": ["shared"]}"#,
        "unknown key 'acessors'. Known keys: accessors, excludes, "
          + "baseline, ignoreReceivers, maxFindings, locators."
      ),
      (
        #"{"accessors": "shared"}"#,
        "'accessors' must be an array of strings. Known keys: "
          + "accessors, excludes, baseline, ignoreReceivers, maxFindings, locators."
      ),
      (
        #"{"excludes": ["a", 1]}"#,
        "'excludes[1]' must be a string. Known keys: accessors, "
          + "excludes, baseline, ignoreReceivers, maxFindings, locators."
      ),
      (
        #"{"maxFindings": 1.5}"#,
        "'maxFindings' must be a whole number. Known keys: "
          + "accessors, excludes, baseline, ignoreReceivers, maxFindings, locators."
      ),
      (#"{"maxFindings": -1}"#, "'maxFindings' is -1; use a whole number, 0 or more."),
      (#"{"accessors": ["a.b"]}"#, "'accessors' holds 'a.b'; use member names like 'shared'."),
      (
        #"{"accessors": []}"#,
        "'accessors' is empty; list member names like 'shared', or leave the key out for the "
          + "default."
      ),
      (
        "[]",
        "the top level must be an object. Known keys: accessors, excludes, baseline, "
          + "ignoreReceivers, maxFindings, locators."
      ),
      (
        "{",
        "it is not valid JSON. Known keys: accessors, excludes, baseline, ignoreReceivers, "
          + "maxFindings, locators."
      ),
    ])
  func invalid(json: String, problem: String) {
    #expect(throws: CommandError.invalidConfig(path: "c.json", problem: problem)) {
      try MigrateToolConfig.parse(Data(json.utf8), path: "c.json")
    }
  }

  @Test("a huge value or key is quoted as a short excerpt with its size, never whole")
  func hugeValues() {
    let huge = String(repeating: "a.", count: 5_000_000)  // 10 MB
    let excerpt = "a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.… (10000000 bytes)"
    #expect(
      throws: CommandError.invalidConfig(
        path: "c.json", problem: "'accessors' holds '\(excerpt)'; use member names like 'shared'.")
    ) {
      try MigrateToolConfig.parse(Data(#"{"accessors": ["\#(huge)"]}"#.utf8), path: "c.json")
    }
    #expect(
      throws: CommandError.invalidConfig(
        path: "c.json",
        problem: "unknown key '\(excerpt)'. Known keys: accessors, excludes, baseline, "
          + "ignoreReceivers, maxFindings, locators.")
    ) {
      try MigrateToolConfig.parse(Data(#"{"\#(huge)": 1}"#.utf8), path: "c.json")
    }
    #expect("short".excerpt == "short")
  }

  @Test("the command line wins: accessors replace, excludes add, baseline only when none given")
  func merging() throws {
    let config = try MigrateToolConfig.parse(
      Data(
        (#"{"accessors": ["sharedInstance"], "excludes": ["Gen/**"], "baseline": "b.json", "#
          + #""ignoreReceivers": ["URLSession"], "maxFindings": 5}"#).utf8),
      path: "c.json")
    let plain = AuditOptions().merging(config)
    #expect(plain.accessors == ["sharedInstance"])
    #expect(plain.excludes == ["Gen/**"])
    #expect(plain.baseline == "b.json")
    #expect(plain.ignoredReceivers == ["URLSession"])
    #expect(plain.maxFindings == 5)
    let given = AuditOptions(
      accessors: ["shared"], excludes: ["Old/**"], accessorsAreExplicit: true, maxFindings: 0
    )
    .merging(config)
    #expect(given.accessors == ["shared"])
    #expect(given.excludes == ["Gen/**", "Old/**"])
    #expect(given.maxFindings == 0)
    #expect(AuditOptions(writeBaseline: "w.json").merging(config).baseline == nil)
    #expect(AuditOptions(baseline: "o.json").merging(config).baseline == "o.json")
  }

  @Test("--config names a file that must exist; its baseline is relative to it")
  func explicitFile() throws {
    try withTemporaryDirectory { directory in
      let run = runTool(["audit", directory, "--config", directory + "/none.json"])
      #expect(run.exitCode == 1)
      #expect(
        run.errorOutput == "Error: The config file '\(directory)/none.json' is not valid: it "
          + "cannot be read. Check that it exists and is readable.\n")
      try write(#"{"baseline": "b.json"}"#, to: directory + "/ci/config.json")
      let config = try MigrateToolConfig.load(explicitPath: directory + "/ci/config.json")
      #expect(config?.baseline == directory + "/ci/b.json")
    }
  }
}
