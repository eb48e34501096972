import Dependencies
import Testing

@Suite("Overrides and scopes")
struct ScopeTests {
  @Test("a scope's override is read inside the scope, and gone after it")
  func scopedOverride() {
    let inside = withDependencies { $0.greeting.text = "mock" } operation: {
      GreetingReader().greeting.text
    }
    #expect(inside == "mock")
    #expect(GreetingReader().greeting.text == "test")
  }

  @Test("an object built in a scope keeps its override after the scope ends")
  func objectKeepsOverride() {
    let model = withDependencies { $0.greeting.text = "mock" } operation: { GreetingModel() }
    #expect(model.greeting.text == "mock")
  }

  @Test("the reading scope's override wins over the captured one")
  func currentScopeWins() {
    let model = withDependencies { $0.greeting.text = "captured" } operation: { GreetingModel() }
    let read = withDependencies { $0.greeting.text = "current" } operation: { model.greeting.text }
    #expect(read == "current")
  }

  @Test("a captured override wins over the default, even in a scope overriding other keys")
  func capturedWinsOverDefault() {
    let model = withDependencies { $0.greeting.text = "captured" } operation: { GreetingModel() }
    let read = withDependencies { $0.liveOnly = "other" } operation: { model.greeting.text }
    #expect(read == "captured")
  }

  @Test("dependencies escaped outside any scope, yielded in a scope, replace its overrides")
  func escapedEmptyValuesReplaceTheScope() {
    let escaped = withEscapedDependencies { $0 }
    let read = withDependencies { $0.greeting.text = "scoped" } operation: {
      escaped.yield { (GreetingReader().greeting.text, GreetingModel().greeting.text) }
    }
    #expect(read == ("test", "test"))
  }

  @Test("an object built outside any scope reads the default")
  func noOverride() {
    #expect(GreetingModel().greeting.text == "test")
  }

  @Test("nested scopes see the outer overrides, and the inner one wins")
  func nestedScopes() {
    withDependencies {
      $0.greeting.text = "outer"
      $0.liveOnly = "outer"
    } operation: {
      withDependencies { $0.greeting.text = "inner" } operation: {
        #expect(GreetingReader().greeting.text == "inner")
        #expect(LiveOnlyReader().value == "outer")
      }
      #expect(GreetingReader().greeting.text == "outer")
    }
  }

  @Test("@Dependency(Key.self) reads the key directly")
  func keyTypeWrapper() {
    withDependencies { $0.greeting.text = "by key" } operation: {
      @Dependency(GreetingKey.self) var greeting
      #expect(greeting.text == "by key")
    }
  }

  @Test("a scope can set the context, which picks the defaults")
  func contextOverride() {
    let model = withDependencies { $0.context = .preview } operation: { GreetingModel() }
    #expect(model.greeting.text == "preview")
  }

  @Test("a throwing operation rethrows and leaves no override behind")
  func rethrowsErrors() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try withDependencies { $0.greeting.text = "mock" } operation: { throw Failure() }
    }
    #expect(GreetingReader().greeting.text == "test")
  }

  @Test("an async scope overrides across suspension points")
  func asyncScope() async {
    let read = await withDependencies { $0.greeting.text = "async" } operation: {
      await Task.yield()
      return GreetingModel().greeting.text
    }
    #expect(read == "async")
  }

  @Test("withDependencies(from:) hands a model's captured dependencies to a new object")
  func fromModel() {
    let parent = withDependencies { $0.greeting.text = "parent" } operation: { GreetingModel() }
    let child = withDependencies(from: parent) { GreetingModel() }
    #expect(child.greeting.text == "parent")
    let adjusted = withDependencies(from: parent) { $0.liveOnly = "x" } operation: {
      (GreetingModel(), LiveOnlyReader().value)
    }
    #expect(adjusted.0.greeting.text == "parent")
    #expect(adjusted.1 == "x")
  }

  @Test("withDependencies(from:) works in async code")
  func fromModelAsync() async {
    let parent = withDependencies { $0.greeting.text = "parent" } operation: { GreetingModel() }
    let child = await withDependencies(from: parent) {
      await Task.yield()
      return GreetingModel()
    }
    #expect(child.greeting.text == "parent")
  }

  @Test("withDependencies(from:)'s update wins over the model's dependencies")
  func fromModelUpdateWins() async {
    let parent = withDependencies { $0.greeting.text = "parent" } operation: { GreetingModel() }
    let child = await withDependencies(from: parent) { $0.greeting.text = "update" } operation: {
      await Task.yield()
      return GreetingModel()
    }
    #expect(child.greeting.text == "update")
  }
}
