import SwiftDeclarations
import SwiftScanning

/// Which test functions read the moved dependency with nothing overriding it for them: they
/// get the key's test value, which the summary says.
extension FileMove {
  /// Notes the test function `block` when nothing overrides the dependency for it: no
  /// `withDependencies` or `.dependencies`/`.dependency` trait that names the key path in the
  /// function or its header, in the header of a type around it (a suite's trait), or in an
  /// `invokeTest` of that type (XCTest's scope for every test method).
  mutating func noteTestWithoutOverride(_ block: Int) {
    guard case .function = scopes.blocks[block].kind else { return }
    let header = scopes.blocks[block].headerStart
    guard
      let function = (header..<scopes.blocks[block].open).first(where: { source.is($0, "func") })
    else { return }
    if overridesKeyPath(in: header..<scopes.blocks[block].close) { return }
    for outer in scopes.enclosingBlocks(of: header) {
      guard case .type = scopes.blocks[outer].kind else { continue }
      let type = scopes.blocks[outer]
      if overridesKeyPath(in: attributesStart(before: type.headerStart)..<type.open) { return }
      let body = type.open..<type.close
      if body.contains(where: { source.is($0, "invokeTest") }), overridesKeyPath(in: body) {
        return
      }
    }
    let entry = "\(source.line(function)): \(source.text(function + 1))()"
    if !testsWithoutOverride.contains(entry) { testsWithoutOverride.append(entry) }
  }

  /// The first token of the attributes written on the lines above a declaration that starts at
  /// `start` (`@Suite(.dependencies { ... })`), or `start` when there are none.
  private func attributesStart(before start: Int) -> Int {
    var first = start
    while first > 0 {
      var index = first - 1
      if source.kind(index) == .rightParen {
        index = source.groupStart(closingAt: index) - 1
      }
      guard index > 0, source.kind(index) == .identifier, source.kind(index - 1) == .at else {
        break
      }
      first = index - 1
    }
    return first
  }

  /// Whether `range` overrides a dependency (`withDependencies`, `.dependencies`, `.dependency`)
  /// and names the moved key path after a dot (`$0.analytics`, `\.analytics`).
  private func overridesKeyPath(in range: Range<Int>) -> Bool {
    var overrides = false
    var namesKey = false
    for index in range where source.kind(index) == .identifier {
      if source.is(index, "withDependencies") || source.is(index, "dependencies")
        || source.is(index, "dependency")
      {
        overrides = true
      } else if source.kind(index - 1) == .dot, source.is(index, request.keyPath) {
        namesKey = true
      }
      if overrides && namesKey { return true }
    }
    return false
  }
}
