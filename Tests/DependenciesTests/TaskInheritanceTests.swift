import Dependencies
import Foundation
import Testing

@Suite("Overrides in child tasks")
struct TaskInheritanceTests {
  @Test("Task {} inherits the scope's overrides")
  func unstructuredTask() async {
    let read = await withDependencies { $0.greeting.text = "scoped" } operation: {
      await Task { GreetingReader().greeting.text }.value
    }
    #expect(read == "scoped")
  }

  @Test("async let inherits the scope's overrides")
  func asyncLet() async {
    let read = await withDependencies { $0.greeting.text = "scoped" } operation: {
      async let text = readGreeting()
      return await text
    }
    #expect(read == "scoped")
  }

  @Test("task group children inherit the scope's overrides")
  func taskGroup() async {
    let reads = await withDependencies { $0.greeting.text = "scoped" } operation: {
      await withTaskGroup(of: String.self) { group in
        for _ in 0..<10 { group.addTask { await readGreeting() } }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    #expect(reads == Array(repeating: "scoped", count: 10))
  }

  @Test("Task.detached does not inherit overrides: it starts from the defaults")
  func detached() async {
    let read = await withDependencies { $0.greeting.text = "scoped" } operation: {
      await Task.detached { GreetingReader().greeting.text }.value
    }
    #expect(read == "test")
  }

  @Test("an object built before detaching keeps its overrides in the detached task")
  func detachedWithCapturedModel() async {
    let reader = withDependencies { $0.greeting.text = "captured" } operation: { GreetingReader() }
    let read = await Task.detached { reader.greeting.text }.value
    #expect(read == "captured")
  }

  @Test("1,000 concurrent tasks, each with its own override, each read only their own")
  func isolationUnderLoad() async {
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for index in 0..<1_000 {
        group.addTask {
          await withDependencies { $0.greeting.text = "task \(index)" } operation: {
            let reader = GreetingReader()
            var mismatches = 0
            for _ in 0..<5 {
              await Task.yield()
              if reader.greeting.text != "task \(index)" { mismatches += 1 }
              if GreetingReader().greeting.text != "task \(index)" { mismatches += 1 }
            }
            return mismatches
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test("on a thread that runs no task, scopes are read as in a task, and gone after they end")
  func threadWithoutTask() async {
    let (onTask, reads) = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let onTask = withUnsafeCurrentTask { $0 != nil }
        let inScopes = withDependencies { $0.greeting.text = "outer" } operation: {
          let model = GreetingModel()
          let inner = withDependencies { $0.greeting.text = "inner" } operation: {
            [GreetingReader().greeting.text, model.greeting.text]
          }
          return [GreetingReader().greeting.text] + inner + [model.greeting.text]
        }
        continuation.resume(returning: (onTask, inScopes + [GreetingReader().greeting.text]))
      }
    }
    #expect(!onTask)
    #expect(reads == ["outer", "inner", "inner", "outer", "test"])
  }
}

private func readGreeting() async -> String {
  await Task.yield()
  return GreetingReader().greeting.text
}
