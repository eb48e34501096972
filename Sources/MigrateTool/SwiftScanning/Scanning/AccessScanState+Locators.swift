#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Service locators (`Locator`): static members of a named type, and property wrappers named
/// like one, read as accesses.
extension AccessScanState {
  /// Records `token`, a member name after a dot, when the chain before the dot is a locator
  /// (`ServiceLocator.analytics`): an access grouped by the member.
  mutating func recordLocatorMember(_ token: Token) {
    guard let locator = chainLocator() else { return }
    let first = bytes[token.start]
    // A nested type (`ServiceLocator.Kind`), `.self` and `.init` reach no service.
    if first &- UInt8(ascii: "A") < 26 || spells(token, "self") || spells(token, "init") {
      return
    }
    let member = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    recordLocatorAccess(
      token, accessor: member, receiver: locators[locator].name,
      typeName: locators[locator].name)
  }

  /// Records `token`, the name right after an `@`, when it is a locator's: a property wrapper
  /// (`@Injected var analytics: Analytics`), grouped by the property's name once the scan is
  /// done (`LocatorForms.refine`).
  mutating func recordLocatorWrapper(_ token: Token) {
    for (index, locator) in locators.enumerated()
    where locator.parts.count == 1 && spells(token, locator.parts[0]) {
      recordLocatorAccess(token, accessor: "", receiver: "@" + locators[index].name, typeName: nil)
      return
    }
  }

  /// Whether the chain before the dot, followed by the accessor `token`, is itself a locator
  /// (`Container.shared` for `--locator Container.shared`): its members are the accesses, and
  /// it is none of its own.
  func chainWithMemberIsLocator(_ token: Token) -> Bool {
    guard isPlainChain else { return false }
    let count = chainTailCount + 2
    for locator in locators where locator.parts.count == count {
      if spells(token, locator.parts[count - 1]) && chainSpells(locator, parts: count - 1) {
        return true
      }
    }
    return false
  }

  /// The index of the locator the chain before the dot spells, if any.
  private func chainLocator() -> Int? {
    guard isPlainChain else { return nil }
    for (index, locator) in locators.enumerated()
    where locator.parts.count == chainTailCount + 1
      && chainSpells(locator, parts: locator.parts.count)
    {
      return index
    }
    return nil
  }

  /// A chain of names in code (not a key path's, not inside a type read ahead) ends just before
  /// the dot.
  private var isPlainChain: Bool {
    beforeDot.kind == .identifier && !chainIsOperandKeyword && chainBase == .plain
      && beforeDot.start >= context.typeEnd && context.keyPaths.last != level
  }

  /// Whether the chain's first `parts` names are the locator's first `parts`.
  private func chainSpells(_ locator: Locator, parts: Int) -> Bool {
    for part in 0..<parts {
      let range = part == 0 ? chainHead : chainTail[part - 1]
      guard range.count == locator.parts[part].count,
        locator.parts[part].withUnsafeBufferPointer({
          memcmp($0.baseAddress!, bytes.baseAddress! + range.lowerBound, range.count) == 0
        })
      else { return false }
    }
    return true
  }

  private mutating func recordLocatorAccess(
    _ token: Token, accessor: String, receiver: String, typeName: String?
  ) {
    let role: Role = scopes.isBridge || liveProperty != nil ? .bridge : .use
    locatorAccesses.append(result.accesses.count)
    result.accesses.append(
      FileScan.Access(
        offset: token.start, accessor: accessor, receiver: receiver, receiverKind: .type,
        role: role, typeName: typeName, site: site))
  }

  private func spells(_ token: Token, _ word: StaticString) -> Bool {
    token.end - token.start == word.utf8CodeUnitCount
      && memcmp(bytes.baseAddress! + token.start, word.utf8Start, word.utf8CodeUnitCount) == 0
  }

  private func spells(_ token: Token, _ word: [UInt8]) -> Bool {
    token.end - token.start == word.count
      && word.withUnsafeBufferPointer {
        memcmp(bytes.baseAddress! + token.start, $0.baseAddress!, word.count) == 0
      }
  }
}
