import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// Makes ids the way feature code does.
private struct TodosModel: Sendable {
  @Dependency(\.uuid) var uuid
}

@Suite("\\.uuid")
struct UUIDTests {
  @Test("live, it makes random version-4 UUIDs")
  func live() {
    withDependencies { $0.context = .live } operation: {
      let model = TodosModel()
      let ids = (0..<100).map { _ in model.uuid() }
      #expect(Set(ids).count == 100)
      // The version nibble of a random UUID is 4.
      #expect(ids.allSatisfy { $0.uuidString.dropFirst(14).first == "4" })
    }
  }

  @Test("a test that calls it without an override is reported, and gets a random UUID")
  func testValueReports() {
    let issues = IssueCollector()
    let ids = withIssueReporters([issues]) { [TodosModel().uuid(), TodosModel().uuid()] }
    #expect(ids[0] != ids[1])
    #expect(issues.reported.count == 2)
    #expect(issues.reported.first?.contains(#"@Dependency(\.uuid) was called in a test"#) == true)
  }

  @Test("in previews it is the live generator, and nothing is reported")
  func preview() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      withDependencies { $0.context = .preview } operation: {
        #expect(TodosModel().uuid() != TodosModel().uuid())
      }
    }
    #expect(issues.reported.isEmpty)
  }

  @Test("incrementing counts up from UUID(0), and constant repeats its UUID")
  func incrementingAndConstant() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      withDependencies { $0.uuid = .incrementing } operation: {
        let model = TodosModel()
        #expect((0..<3).map { _ in model.uuid() } == [UUID(0), UUID(1), UUID(2)])
      }
      withDependencies { $0.uuid = .constant(UUID(42)) } operation: {
        #expect(TodosModel().uuid() == UUID(42))
        #expect(TodosModel().uuid() == UUID(42))
      }
    }
    #expect(issues.reported.isEmpty)
  }

  @Test("each read of incrementing is a generator of its own")
  func incrementingIsFresh() {
    let first = UUIDGenerator.incrementing
    let second = UUIDGenerator.incrementing
    #expect(first() == UUID(0))
    #expect(first() == UUID(1))
    #expect(second() == UUID(0))
  }

  @Test("one incrementing generator called from 100 tasks at once gives each a different UUID")
  func incrementingIsAtomic() async {
    let uuid = UUIDGenerator.incrementing
    let ids = await withTaskGroup(of: UUID.self) { group in
      for _ in 0..<100 { group.addTask { uuid() } }
      return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
    }
    #expect(ids == Set((0..<100).map(UUID.init)))
  }

  @Test(
    "UUID(Int) spells the number in the last 16 hex digits",
    arguments: [
      (0, "00000000-0000-0000-0000-000000000000"),
      (1, "00000000-0000-0000-0000-000000000001"),
      (255, "00000000-0000-0000-0000-0000000000FF"),
      (0x1234_5678_9ABC_DEF0, "00000000-0000-0000-1234-56789ABCDEF0"),
      (Int.max, "00000000-0000-0000-7FFF-FFFFFFFFFFFF"),
      (-1, "00000000-0000-0001-0000-000000000001"),
      (Int.min, "00000000-0000-0001-8000-000000000000"),
    ])
  func integerInitializer(value: Int, expected: String) {
    #expect(UUID(value).uuidString == expected)
  }

  @Test("each of 100 concurrent cases counts its own UUIDs from zero", arguments: 0..<100)
  func parallel(index: Int) async {
    await withDependencies { $0.uuid = .incrementing } operation: {
      let model = TodosModel()
      var ids: [UUID] = []
      for _ in 0...(index % 5) {
        ids.append(model.uuid())
        await Task.yield()
      }
      #expect(ids == (0...(index % 5)).map(UUID.init))
    }
  }
}
