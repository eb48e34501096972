import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Swift Testing and XCTest, found at run time in a test process that links `Dependencies` but
/// not `DependenciesTestSupport`, so that an issue still fails the test that raised it.
///
/// `Dependencies` must not link either framework (apps link it into release builds), so it looks
/// their public entry points up by symbol in the images already loaded, and never loads one: in
/// an app they are not there, and nothing is found. Each entry point takes types of its own
/// framework; this file makes them without naming them, from the Swift runtime's type metadata
/// (the types are `Codable`) and calls the functions through generic function types, whose
/// parameters and result are passed by address, as a library-evolution framework passes its
/// types. The mangled names are those of the frameworks' public ABI, which they keep stable.
enum TestFrameworks {
  /// Swift Testing's `Test.current` getter and `Issue.record(_:sourceLocation:)`, with the types
  /// they take, if Swift Testing is loaded.
  // @unchecked: immutable; it holds addresses of functions and type metadata, which live as long
  // as the process.
  private struct SwiftTesting: @unchecked Sendable {
    let currentTest: UnsafeMutableRawPointer
    let record: UnsafeMutableRawPointer
    let test: Any.Type
    let comment: any Decodable.Type
    let sourceLocation: any Decodable.Type
    let issue: Any.Type

    init?() {
      guard let currentTest = symbol("$s7Testing4TestV7currentACSgvgZ"),
        let record = symbol(
          "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"),
        let test = _typeByName("7Testing4TestV"),
        let comment = _typeByName("7Testing7CommentV") as? any Decodable.Type,
        let sourceLocation = _typeByName("7Testing14SourceLocationV") as? any Decodable.Type,
        let issue = _typeByName("7Testing5IssueV")
      else { return nil }
      self.currentTest = currentTest
      self.record = record
      self.test = test
      self.comment = comment
      self.sourceLocation = sourceLocation
      self.issue = issue
    }

    /// Whether a Swift Testing test runs in the current task.
    func isTestRunning() -> Bool {
      func call<Test>(_: Test.Type) -> Bool {
        let current = unsafeBitCast(currentTest, to: (@convention(thin) () -> Test?).self)
        return current() != nil
      }
      return _openExistential(test, do: call)
    }

    /// The Swift Testing test of the current task (a `Test`, which is `Hashable`), if any.
    func runningTest() -> AnyHashable? {
      func call<Test>(_: Test.Type) -> AnyHashable? {
        let current = unsafeBitCast(currentTest, to: (@convention(thin) () -> Test?).self)
        return current() as? AnyHashable
      }
      return _openExistential(test, do: call)
    }

    /// Records an issue in the current task's test; false if its values could not be made.
    func recordIssue(_ message: String, at location: IssueLocation) -> Bool {
      let fields: [String: Any] = [
        "fileID": location.fileID, "filePath": location.filePath, "_filePath": location.filePath,
        "line": location.line, "column": location.column,
      ]
      guard let commentJSON = try? JSONEncoder().encode(message),
        let locationJSON = try? JSONSerialization.data(withJSONObject: fields)
      else { return false }
      func withComment<Comment: Decodable>(_: Comment.Type) -> Bool {
        func withLocation<SourceLocation: Decodable>(_: SourceLocation.Type) -> Bool {
          func withIssue<Issue>(_: Issue.Type) -> Bool {
            guard let comment = try? JSONDecoder().decode(Comment.self, from: commentJSON),
              let location = try? JSONDecoder().decode(SourceLocation.self, from: locationJSON)
            else { return false }
            let call = unsafeBitCast(
              record, to: (@convention(thin) (Comment?, SourceLocation) -> Issue).self)
            _ = call(comment, location)
            return true
          }
          return _openExistential(issue, do: withIssue)
        }
        return _openExistential(sourceLocation, do: withLocation)
      }
      return _openExistential(comment, do: withComment)
    }
  }

  /// XCTest's `XCTFail(_:file:line:)`, if XCTest is loaded.
  private typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

  private static let swiftTesting = isTesting ? SwiftTesting() : nil
  private static let xcTestFail: XCTFail? =
    isTesting
    ? symbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF").map {
      unsafeBitCast($0, to: XCTFail.self)
    } : nil

  /// `swift test`'s Swift Testing pass on Linux, where XCTest is loaded but runs no test.
  private static let isSwiftTestingPass = CommandLine.arguments.contains("swift-testing")

  /// Records an issue in the Swift Testing test of the current task, true if one runs; else
  /// fails the XCTest test method running, if XCTest is loaded, and returns false, as nothing
  /// tells whether one runs (the caller then writes the issue to standard error too).
  static func record(_ message: String, at location: IssueLocation) -> Bool {
    if let swiftTesting, swiftTesting.isTestRunning() {
      return swiftTesting.recordIssue(message, at: location)
    }
    if let xcTestFail, !isSwiftTestingPass {
      xcTestFail(message, location.staticFilePath, UInt(location.line))
    }
    return false
  }

  // @unchecked: `numbers` is only touched with `lock` held.
  private final class TestNumberTable: @unchecked Sendable {
    let lock = NSLock()
    var numbers: [AnyHashable: UInt] = [:]
  }
  private static let testNumbers = TestNumberTable()

  /// A number naming the Swift Testing test of the current task, given on first use (0 if none
  /// runs), so that each test has its own default values. Used only where
  /// `DependenciesTestSupport` is not linked (it numbers the tests itself).
  static func currentTest() -> UInt {
    guard let test = swiftTesting?.runningTest() else { return 0 }
    testNumbers.lock.lock()
    defer { testNumbers.lock.unlock() }
    if let number = testNumbers.numbers[test] { return number }
    let number = UInt(testNumbers.numbers.count + 1)
    testNumbers.numbers[test] = number
    return number
  }

  /// Whether Swift Testing and XCTest were found: for tests.
  static var found: (swiftTesting: Bool, xcTest: Bool) {
    (swiftTesting != nil, xcTestFail != nil)
  }

  /// Records `message` through Swift Testing, found at run time, whatever else is linked: for
  /// tests.
  static func recordInSwiftTesting(_ message: String, at location: IssueLocation) -> Bool {
    guard let swiftTesting, swiftTesting.isTestRunning() else { return false }
    return swiftTesting.recordIssue(message, at: location)
  }
}

/// The address of a public symbol of an image already loaded, if any.
private func symbol(_ name: String) -> UnsafeMutableRawPointer? {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    return dlsym(dlopen(nil, RTLD_LAZY), name)
  #else
    return nil
  #endif
}

/// The hooks of a test process that does not link `DependenciesTestSupport`: the test
/// frameworks found at run time.
enum TestFrameworkHooks: _DependenciesTestSupportHooks {
  static func recordIssue(_ message: String, at location: IssueLocation) -> Bool {
    TestFrameworks.record(message, at: location)
  }

  static func currentTest() -> UInt {
    TestFrameworks.currentTest()
  }
}
