import Dispatch
import Testing

@testable import Dependencies

/// A model that keeps the overrides of the scope it was built in.
private struct ShortcutModel: Sendable {
  @Dependency(\.greeting) var greeting
}

/// The two shortcuts of a read outside any scope: the count of live override objects (no task-local
/// lookup while it is zero) and a declaration's remembered process default.
@Suite("Read shortcuts")
struct ReadShortcutsTests {
  /// Whether the count says no override is alive, as a read sees it.
  private var noOverrideIsAlive: Bool { LiveOverrideCount.isZero(LiveOverrideCount.counter) }

  @Test(
    "no override is said to be gone while a scope, a captured model or a continuation holds one")
  func countHoldsWhileOverridesLive() async {
    // Other tests run in parallel, so only "not zero while held" can be checked, never zero.
    withDependencies {
      $0.greeting = Greeting(text: "scoped")
    } operation: {
      #expect(!noOverrideIsAlive)
    }
    let model = withDependencies {
      $0.greeting = Greeting(text: "captured")
    } operation: {
      ShortcutModel()
    }
    #expect(!noOverrideIsAlive)
    #expect(model.greeting.text == "captured")
    let continuation = withDependencies {
      $0.greeting = Greeting(text: "escaped")
    } operation: {
      withEscapedDependencies { $0 }
    }
    let fromAnotherThread = await withCheckedContinuation { done in
      DispatchQueue.global().async {
        let text = continuation.yield { ShortcutModel().greeting.text }
        done.resume(returning: text)
      }
    }
    #expect(fromAnotherThread == "escaped")
    #expect(!noOverrideIsAlive)
    _ = model
  }

  @Test("a declaration remembers the first key's default, and only for that key")
  func cellKeepsTheFirstKey() {
    guard let cell = ProcessDefaultCell.make() else { return }
    let first = Unmanaged<AnyObject>.passRetained(DependencyBox(1))
    let second = Unmanaged<AnyObject>.passRetained(DependencyBox(2))
    defer {
      first.release()
      second.release()
    }
    let key = ObjectIdentifier(GreetingKey.self)
    let other = ObjectIdentifier(LiveOnlyKey.self)
    #expect(ProcessDefaultCell.box(in: cell, for: key) == nil)
    let addresses = [first, second].map { UInt(bitPattern: $0.toOpaque()) }
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let address = UnsafeRawPointer(bitPattern: addresses[index == 0 ? 0 : 1])!
      ProcessDefaultCell.fill(cell, key: key, box: Unmanaged.fromOpaque(address))
    }
    let kept = ProcessDefaultCell.box(in: cell, for: key)
    #expect(kept?.toOpaque() == first.toOpaque() || kept?.toOpaque() == second.toOpaque())
    ProcessDefaultCell.fill(cell, key: other, box: first)
    #expect(ProcessDefaultCell.box(in: cell, for: other) == nil)
    #expect(ProcessDefaultCell.box(in: cell, for: key)?.toOpaque() == kept?.toOpaque())
  }
}
