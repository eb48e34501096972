import Dependencies
import Dispatch

/// Work handed to other threads (reads of objects built in scopes, escaped continuations), waited
/// for before the values alive are counted.
let handedOff = DispatchGroup()

/// One round on a thread: nested scopes with class values, a model built in a scope and read on
/// another thread (which drops it), an escaped continuation, a fresh root whose default is an
/// object with a `@Dependency`, and reads outside any scope while other threads' scopes come and
/// go (the live-scope count's transitions).
func threadRound(_ seed: Int) -> Int {
  var check = Checker()
  let outer = Tracked(seed)
  let inner = Tracked(seed + 1)
  check.expect(Reader().tag === LiveTag.shared, "outside any scope, the live value")
  let (model, nested) = withDependencies {
    $0.tag = outer
  } operation: { () -> (Reader, Reader) in
    check.expect(Reader().tag === outer, "in a scope, its override")
    let nested = withDependencies {
      $0.tag = inner
    } operation: {
      Reader()
    }
    // The reading scope's override wins over what the model captured.
    check.expect(nested.tag === outer, "a model built in a nested scope, read in the outer one")
    check.expect(DependencyValues._current.tag === outer, "back in the outer scope")
    check.expect(Reader().derived, "a reentrant live value, built in a clean scope")
    return (Reader(), nested)
  }
  check.expect(model.tag === outer, "a model built in a scope, read after it")
  check.expect(nested.tag === inner, "a model built in a nested scope, read after both")
  handedOff.enter()
  DispatchQueue.global().async {
    var elsewhere = Checker()
    elsewhere.expect(model.tag === outer, "a model read on another thread")
    tally.add(reads: elsewhere.reads)
    handedOff.leave()
  }
  withDependencies {
    $0.tag = inner
  } operation: {
    withEscapedDependencies { continuation in
      handedOff.enter()
      DispatchQueue.global().async {
        var escaped = Checker()
        continuation.yield { escaped.expect(Reader().tag === inner, "an escaped continuation") }
        escaped.expect(Reader().tag === LiveTag.shared, "after the continuation")
        tally.add(reads: escaped.reads)
        handedOff.leave()
      }
    }
  }
  if seed % 4 == 0 {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(ServiceKey.self) var service
      let part = service.part
      check.expect(service.part === part, "a fresh root's default, built once")
      check.expect(Reader().tag === LiveTag.shared, "a fresh root overrides nothing")
    }
  }
  check.expect(Reader().tag === LiveTag.shared, "outside any scope again")
  return check.reads
}

/// One round in a task: a scope across suspensions, child tasks that inherit it, a detached task
/// that does not, a model built in the scope read by another task, and nested async scopes.
func taskRound(_ seed: Int) async -> Int {
  var check = Checker()
  let outer = Tracked(seed)
  let inner = Tracked(seed + 1)
  let model = await withDependencies {
    $0.tag = outer
  } operation: { () async -> Reader in
    check.expect(Reader().tag === outer, "in an async scope")
    await Task.yield()
    check.expect(Reader().tag === outer, "after a suspension")
    let child = Task { Reader().tag === outer }
    let detached = Task.detached { Reader().tag === LiveTag.shared }
    async let bound = Reader().tag === outer
    check.expect(await child.value, "a child task inherits the scope")
    check.expect(await detached.value, "a detached task starts from none")
    check.expect(await bound, "async let inherits the scope")
    let nested = await withDependencies {
      $0.tag = inner
    } operation: { () async -> Bool in
      await Task.yield()
      return Reader().tag === inner
    }
    check.expect(nested, "a nested async scope")
    return Reader()
  }
  let elsewhere = await Task.detached { model.tag === outer }.value
  check.expect(elsewhere, "a model built in a scope, read by another task")
  if seed % 4 == 1 {
    await withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(ServiceKey.self) var service
      await Task.yield()
      check.expect(service.part === service.part, "a fresh root's default, across a suspension")
    }
  }
  check.expect(Reader().tag === LiveTag.shared, "outside any scope, in a task")
  return check.reads
}
