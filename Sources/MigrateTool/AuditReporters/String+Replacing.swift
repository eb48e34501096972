extension String {
  /// `self` with every `target` scalar replaced by `replacement`. Works on scalars, not
  /// characters, so the `\r` of a `\r\n` pair is found.
  package func replacing(every target: Unicode.Scalar, with replacement: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar == target {
        result.append(contentsOf: replacement.unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
