import Dependencies
import Testing

@Suite("The scope a default value is built in")
struct DefaultBuildScopeTests {
  @Test("in a test, a test value that reads another dependency sees the reader's override")
  func testValueSeesReaderOverride() {
    let read = withDependencies { $0.greeting.text = "override" } operation: {
      Dependency(\.derivedGreeting).wrappedValue
    }
    #expect(read == "derived from override")
  }

  @Test("a live value is built in a clean scope: a reader's override does not stick to it")
  func liveValueIgnoresReaderOverride() {
    let read = withDependencies {
      $0 = DependencyValues()
      $0.context = .live
      $0.greeting.text = "override"
    } operation: {
      Dependency(\.derivedGreeting).wrappedValue
    }
    #expect(read == "derived from live")
  }
}
