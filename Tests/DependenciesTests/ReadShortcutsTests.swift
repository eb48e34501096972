import Dispatch
import Testing

@testable import Dependencies

/// A model that keeps the overrides of the scope it was built in.
private struct ShortcutModel: Sendable {
  @Dependency(\.greeting) var greeting
}

/// The two shortcuts of a read: no task-local lookup while no scope's binding is alive anywhere,
/// and a declaration's remembered process default.
@Suite("Read shortcuts")
struct ReadShortcutsTests {
  /// Whether the count says no binding is alive, as a read sees it.
  private var noBindingIsAlive: Bool { ScopeBinding.noneIsAlive(ScopeBinding.counter) }

  @Test("no binding is said to be gone while a scope, a continuation or a task started in it runs")
  func countHoldsWhileBindingsLive() async {
    // Other tests run in parallel, so only "not zero while held" can be checked, never zero.
    withDependencies {
      $0.greeting = Greeting(text: "scoped")
    } operation: {
      #expect(!noBindingIsAlive)
    }
    let continuation = withDependencies {
      $0.greeting = Greeting(text: "escaped")
    } operation: {
      withEscapedDependencies { $0 }
    }
    let fromAnotherThread = await withCheckedContinuation { done in
      DispatchQueue.global().async {
        let text = continuation.yield { () -> String in
          #expect(!noBindingIsAlive)
          return ShortcutModel().greeting.text
        }
        done.resume(returning: text)
      }
    }
    #expect(fromAnotherThread == "escaped")
  }

  @Test("a task started in a scope reads the scope's overrides after the scope has ended")
  func taskOutlivesItsScope() async {
    let (go, open) = AsyncStream<Void>.makeStream()
    let task = withDependencies {
      $0.greeting = Greeting(text: "scoped")
    } operation: {
      Task {
        for await _ in go { break }
        // Only this task holds the scope's binding now.
        return (ShortcutModel().greeting.text, DependencyValues._current.greeting.text)
      }
    }
    open.yield()
    let (throughModel, throughValues) = await task.value
    #expect(throughModel == "scoped")
    #expect(throughValues == "scoped")
  }

  @Test("a model built in a scope reads its overrides, in and out of other scopes")
  func capturedOverridesWithAndWithoutBindings() {
    let model = withDependencies {
      $0.greeting = Greeting(text: "captured")
    } operation: {
      ShortcutModel()
    }
    #expect(model.greeting.text == "captured")
    withDependencies {
      $0.greeting = Greeting(text: "current")
    } operation: {
      #expect(model.greeting.text == "current")
    }
    withDependencies {
      $0.context = .test
    } operation: {
      #expect(model.greeting.text == "captured")
    }
    #expect(model.greeting.text == "captured")
  }

  @Test("a declaration remembers the first key's default, and only for that key")
  func cellKeepsTheFirstKey() {
    guard let cell = ProcessDefaultCell.make() else { return }
    let key = ObjectIdentifier(GreetingKey.self)
    let other = ObjectIdentifier(LiveOnlyKey.self)
    let first = Unmanaged<AnyObject>.passRetained(DependencyBox(1, key: key))
    let second = Unmanaged<AnyObject>.passRetained(DependencyBox(2, key: key))
    let otherKeys = Unmanaged<AnyObject>.passRetained(DependencyBox(3, key: other))
    defer {
      first.release()
      second.release()
      otherKeys.release()
    }
    #expect(ProcessDefaultCell.box(in: cell, for: key) == nil)
    let addresses = [first, second].map { UInt(bitPattern: $0.toOpaque()) }
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let address = UnsafeRawPointer(bitPattern: addresses[index == 0 ? 0 : 1])!
      ProcessDefaultCell.fill(cell, box: Unmanaged.fromOpaque(address))
    }
    let kept = ProcessDefaultCell.box(in: cell, for: key)
    #expect(kept?.toOpaque() == first.toOpaque() || kept?.toOpaque() == second.toOpaque())
    // The cell holds a box of `key`: it answers no other key, and a later fill changes nothing.
    #expect(ProcessDefaultCell.box(in: cell, for: other) == nil)
    ProcessDefaultCell.fill(cell, box: otherKeys)
    #expect(ProcessDefaultCell.box(in: cell, for: other) == nil)
    #expect(ProcessDefaultCell.box(in: cell, for: key)?.toOpaque() == kept?.toOpaque())
  }
}
