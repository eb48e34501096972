import ExampleClients
import Dependencies
import DependenciesTestSupport
import Testing

// snippet: step2-child-model
/// A parent that opens a child screen hands its dependencies on with `withDependencies(from:)`.
final class ProfileModel {
  @Dependency(\.userDefaults) var userDefaults

  func openSettings() -> SettingsModel {
    withDependencies(from: self) { SettingsModel() }
  }
}
// snippet-end

@Suite("Step 2: child models")
struct ChildModelTests {
  // snippet: step2-child-model-test
  @Test("the child gets the parent's dependencies")
  func childGetsParentsDependencies() {
    let parent = withDependencies {
      $0.userDefaults = .inMemory(["userName": "Blob"])
    } operation: {
      ProfileModel()
    }
    #expect(parent.openSettings().userName == "Blob")
  }
  // snippet-end
}

@Suite("Step 2: a suite's trait and a test's scope", .dependencies {
  $0.userDefaults = .inMemory(["userName": "from the suite"])
})
struct SuiteTraitWinsTests {
  // snippet: step2-suite-trait-wins
  @Test("a key the suite's trait sets wins over a scope that built the model")
  func readingScopeWins() {
    let model = withDependencies {
      $0.userDefaults = .inMemory(["userName": "from the test"])
    } operation: {
      ProfileModel()
    }
    // Read in the test, inside the trait's scope, which sets the key: the reading scope wins.
    #expect(model.userDefaults.string("userName") == "from the suite")
  }

  @Test(
    "a test-level trait sets it for the whole test instead",
    .dependency(\.userDefaults, .inMemory(["userName": "from the test"])))
  func testLevelTrait() {
    #expect(ProfileModel().userDefaults.string("userName") == "from the test")
  }
  // snippet-end
}
