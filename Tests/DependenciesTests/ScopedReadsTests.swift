import Dependencies
import Dispatch
import Testing

/// A model that keeps the overrides of the scope it was built in.
private struct ShortcutModel: Sendable {
  @Dependency(\.greeting) var greeting
}

/// Reads in a scope, in a continuation it escaped to, in a task it started, and through an
/// object built in it.
@Suite("Scoped reads")
struct ScopedReadsTests {
  @Test("a scope's overrides reach its reads, and a continuation's reach another thread")
  func countHoldsWhileBindingsLive() async {
    // Other tests run in parallel, so only "not zero while held" can be checked, never zero.
    withDependencies {
      $0.greeting = Greeting(text: "scoped")
    } operation: {
      #expect(ShortcutModel().greeting.text == "scoped")
    }
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
}
