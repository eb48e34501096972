import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// A saved draft: what the guide's autosave example produces.
struct Draft: Equatable, Sendable {
  var id: UUID
  var text: String
  var savedAt: Date
}

// snippet: step2b-before
/// Before: saves a draft two seconds after the last edit, reading the system's clock, date and
/// UUIDs directly. A test of it waits two real seconds, and cannot know the id or the date.
@MainActor
final class LegacyDraftModel {
  private(set) var saved: [Draft] = []
  private var pendingSave: Task<Void, Never>?

  func edit(_ text: String) {
    pendingSave?.cancel()
    pendingSave = Task {
      do { try await Task.sleep(for: .seconds(2)) } catch { return }  // cancelled by a newer edit
      saved.append(Draft(id: UUID(), text: text, savedAt: Date()))
    }
  }
}
// snippet-end

// snippet: step2b-after
/// After: the same model, with the clock, the date and the UUIDs read through `@Dependency`.
@MainActor
final class DraftModel {
  @Dependency(\.continuousClock) private var clock
  @Dependency(\.date) private var date
  @Dependency(\.uuid) private var uuid

  private(set) var saved: [Draft] = []
  private var pendingSave: Task<Void, Never>?

  func edit(_ text: String) {
    pendingSave?.cancel()
    pendingSave = Task {
      do { try await clock.sleep(for: .seconds(2)) } catch { return }  // cancelled by a newer edit
      saved.append(Draft(id: uuid(), text: text, savedAt: date.now))
    }
  }
}
// snippet-end

@Suite("Step 2b: Date(), UUID() and Task.sleep become \\.date, \\.uuid and \\.continuousClock")
struct DraftModelTests {
  // snippet: step2b-test
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @MainActor
  @Test("a draft is saved two seconds after the last edit", arguments: 0..<100)
  func autosave(index: Int) async throws {
    let clock = TestClock()
    let now = Date(timeIntervalSince1970: Double(index) * 60)
    let model = withDependencies {
      $0.continuousClock = clock
      $0.date = .constant(now)
      $0.uuid = .incrementing
    } operation: {
      DraftModel()
    }

    model.edit("Hel")
    await clock.advance(by: .seconds(1))
    model.edit("Hello")  // restarts the two seconds
    await clock.advance(by: .seconds(1))
    #expect(model.saved.isEmpty)

    await clock.advance(by: .seconds(1))
    #expect(model.saved == [Draft(id: UUID(0), text: "Hello", savedAt: now)])
    try await clock.checkSuspension()  // no save is still waiting
  }
  // snippet-end

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @MainActor
  @Test("a test that gives the model no clock fails, naming the dependency", .dependencies)
  func noClock() async {
    let model = withDependencies {
      $0.continuousClock = UnimplementedClock(name: #"@Dependency(\.continuousClock)"#)
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.uuid = .incrementing
    } operation: {
      DraftModel()
    }
    await withKnownIssue {
      model.edit("Hello")
      // The unimplemented clock reports the sleep, then ends it at once.
      while model.saved.isEmpty { await Task.yield() }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(#"@Dependency(\.continuousClock)"#) }
    }
  }

  @MainActor
  @Test("the legacy model reads the real date and makes random UUIDs")
  func legacy() {
    // Only built, not run: its save would take two real seconds.
    let model = LegacyDraftModel()
    #expect(model.saved.isEmpty)
  }
}
