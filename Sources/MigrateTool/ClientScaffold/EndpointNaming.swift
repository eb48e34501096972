import SwiftDeclarations

/// Gives every endpoint a distinct property name, the same way every time: a member's own name
/// when it is the only one; for overloads, the argument labels that tell them apart
/// (`track`, `trackProperties`), then, among those the labels leave alike, the parameter types
/// that do (`saveString`, `saveBool`), then a number in declaration order (`fetch2`).
package enum EndpointNaming {
  package static func assignNames(_ endpoints: inout [Endpoint]) {
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, endpoint) in endpoints.enumerated() {
      if groups[endpoint.name] == nil { order.append(endpoint.name) }
      groups[endpoint.name, default: []].append(index)
    }
    for name in order {
      guard let members = groups[name], members.count > 1 else { continue }
      let byLabels = suffixes(members.map { endpoints[$0].parameters }, types: false)
      for (offset, index) in members.enumerated() { endpoints[index].name += byLabels[offset] }
      // Overloads the labels do not tell apart are told apart by their types.
      var collisions: [String: [Int]] = [:]
      for index in members { collisions[endpoints[index].name, default: []].append(index) }
      for index in members {
        guard let same = collisions[endpoints[index].name], same.count > 1, same[0] == index
        else { continue }
        let byTypes = suffixes(same.map { endpoints[$0].parameters }, types: true)
        for (offset, member) in same.enumerated() { endpoints[member].name += byTypes[offset] }
      }
    }
    // Whatever still collides (overloads that differ only in their result, or a name another
    // member already has) gets a number, in declaration order.
    var used = Set<String>()
    for index in endpoints.indices {
      let base = endpoints[index].name
      var candidate = base
      var number = 2
      while used.contains(candidate) {
        candidate = base + String(number)
        number += 1
      }
      endpoints[index].name = candidate
      used.insert(candidate)
    }
  }

  /// For each member, the words of the positions where the group's labels (or, with `types`,
  /// types) are not all the same.
  private static func suffixes(_ parameters: [[DeclaredParameter]], types: Bool) -> [String] {
    let arity = parameters.map(\.count).max() ?? 0
    var result = Array(repeating: "", count: parameters.count)
    for position in 0..<arity {
      let atPosition = parameters.map { $0.indices.contains(position) ? $0[position] : nil }
      let keys = atPosition.map { types ? $0?.type ?? "" : $0.map { $0.label ?? "_" } ?? "" }
      guard Set(keys).count > 1 else { continue }
      for (offset, parameter) in atPosition.enumerated() {
        guard let parameter else { continue }
        if types {
          result[offset] += SwiftSpelling.typeWord(parameter.type)
        } else if let label = parameter.label {
          result[offset] += SwiftSpelling.capitalized(label)
        }
      }
    }
    return result
  }
}
