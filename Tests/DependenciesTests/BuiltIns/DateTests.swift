import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// Reads the date the way feature code does.
private struct NoteModel: Sendable {
  @Dependency(\.date) var date
  @Dependency(\.date.now) var now
}

@Suite("\\.date")
struct DateTests {
  @Test("live, it is the system's current date")
  func live() {
    withDependencies { $0.context = .live } operation: {
      let model = NoteModel()
      let before = Date()
      let read = [model.date(), model.date.now, model.now]
      let after = Date()
      #expect(read.allSatisfy { before <= $0 && $0 <= after })
    }
  }

  @Test("in previews it is the live date, and nothing is reported")
  func preview() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      withDependencies { $0.context = .preview } operation: {
        let before = Date()
        let now = NoteModel().date.now
        #expect(before <= now && now <= Date())
      }
    }
    #expect(issues.reported.isEmpty)
  }

  @Test("a test that calls it without an override is reported, and gets the real date")
  func testValueReports() {
    let issues = IssueCollector()
    let before = Date()
    let now = withIssueReporters([issues]) { NoteModel().date() }
    #expect(before <= now && now <= Date())
    #expect(issues.reported.count == 1)
    #expect(issues.reported.first?.contains(#"@Dependency(\.date) was called in a test"#) == true)
  }

  @Test("reading the generator without calling it reports nothing")
  func readingIsNotCalling() {
    let issues = IssueCollector()
    withIssueReporters([issues]) { _ = NoteModel().date }
    #expect(issues.reported.isEmpty)
  }

  @Test("under the .dependencies trait, the report fails the test", .dependencies)
  func failsTheTest() {
    withKnownIssue {
      _ = NoteModel().now
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(#"Unimplemented: @Dependency(\.date)"#) }
    }
  }

  @Test("setting now or a constant gives that date, and reports nothing")
  func overrides() {
    let issues = IssueCollector()
    let epoch = Date(timeIntervalSince1970: 0)
    withIssueReporters([issues]) {
      withDependencies { $0.date.now = epoch } operation: {
        #expect(NoteModel().now == epoch)
      }
      withDependencies { $0.date = .constant(epoch.addingTimeInterval(60)) } operation: {
        let model = NoteModel()
        #expect(model.date() == epoch.addingTimeInterval(60))
        #expect(model.date.now == epoch.addingTimeInterval(60))
      }
    }
    #expect(issues.reported.isEmpty)
  }

  @Test("a generator returns what its closure returns, on each call")
  func customGenerator() {
    let calls = Locked(0)
    let generator = DateGenerator {
      Date(timeIntervalSince1970: Double(calls.withLock { count in
        count += 1
        return count
      }))
    }
    #expect(generator() == Date(timeIntervalSince1970: 1))
    #expect(generator.now == Date(timeIntervalSince1970: 2))
  }

  @Test("each of 100 concurrent cases sees its own constant date", arguments: 0..<100)
  func parallel(index: Int) async {
    let date = Date(timeIntervalSince1970: Double(index) * 1_000)
    await withDependencies { $0.date = .constant(date) } operation: {
      let model = NoteModel()
      for _ in 0..<3 {
        await Task.yield()
        #expect(model.now == date)
      }
      let fromChildTask = await Task { NoteModel().date() }.value
      #expect(fromChildTask == date)
    }
  }
}
