/// Gives every endpoint a distinct property name, the same way every time: a member's own name
/// when it is the only one; for overloads, the argument labels that tell them apart
/// (`track`, `trackProperties`), then the parameter types that do (`saveString`, `saveBool`),
/// then a number in declaration order (`fetch2`).
enum EndpointNaming {
  static func assignNames(_ endpoints: inout [Endpoint]) {
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, endpoint) in endpoints.enumerated() {
      if groups[endpoint.name] == nil { order.append(endpoint.name) }
      groups[endpoint.name, default: []].append(index)
    }
    for name in order {
      guard let members = groups[name], members.count > 1 else { continue }
      let parameters = members.map { endpoints[$0].parameters }
      let byLabels = suffixes(parameters, labels: true, types: false)
      let chosen =
        Set(byLabels).count == members.count
        ? byLabels : suffixes(parameters, labels: true, types: true)
      for (offset, index) in members.enumerated() { endpoints[index].name += chosen[offset] }
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

  /// For each member, the words of the positions where the group's labels (and, with `types`,
  /// types) are not all the same.
  private static func suffixes(
    _ parameters: [[DeclaredParameter]], labels: Bool, types: Bool
  ) -> [String] {
    let arity = parameters.map(\.count).max() ?? 0
    var result = Array(repeating: "", count: parameters.count)
    for position in 0..<arity {
      let atPosition = parameters.map { $0.indices.contains(position) ? $0[position] : nil }
      let labelKeys = atPosition.map { $0.map { $0.label ?? "_" } ?? "" }
      let typeKeys = atPosition.map { $0?.type ?? "" }
      let labelsDiffer = Set(labelKeys).count > 1
      let typesDiffer = Set(typeKeys).count > 1
      for (offset, parameter) in atPosition.enumerated() {
        guard let parameter else { continue }
        if labels && labelsDiffer, let label = parameter.label {
          result[offset] += SwiftSpelling.capitalized(label)
        }
        if types && typesDiffer { result[offset] += SwiftSpelling.typeWord(parameter.type) }
      }
    }
    return result
  }
}
