import Foundation
import Testing

/// Numbers the Swift Testing tests that read default values, so that each has its own cache.
///
/// Swift Testing gives no public identity to the case of a parameterized test, so without the
/// `.dependencies` trait the cases of one test share a number; the trait gives each case a cache
/// of its own.
enum SwiftTestingTests {
  // @unchecked: `numbers` is only touched with `lock` held.
  private final class Numbers: @unchecked Sendable {
    let lock = NSLock()
    var numbers: [SourceLocation: UInt] = [:]
  }
  private static let numbers = Numbers()

  /// The number of `test`, given on first use. Asked on every read of a default value, so a
  /// test is known by where it is declared (no two test functions share a place), which hashes
  /// in a fraction of the time its `id` takes to build and hash.
  static func number(of test: Test) -> UInt {
    let id = test.sourceLocation
    numbers.lock.lock()
    defer { numbers.lock.unlock() }
    if let number = numbers.numbers[id] { return number }
    let number = TestNumbers.next()
    numbers.numbers[id] = number
    return number
  }
}

/// The numbers handed to tests, Swift Testing's and XCTest's alike: 1, 2, 3, ...
enum TestNumbers {
  // @unchecked: `last` is only touched with `lock` held.
  private final class Counter: @unchecked Sendable {
    let lock = NSLock()
    var last: UInt = 0
  }
  private static let counter = Counter()

  static func next() -> UInt {
    counter.lock.lock()
    defer { counter.lock.unlock() }
    counter.last += 1
    return counter.last
  }
}
