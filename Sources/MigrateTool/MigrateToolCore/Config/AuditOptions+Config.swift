extension AuditOptions {
  /// These options with the config's settings filled in; the command line wins:
  /// - `accessors`: the command line's replace the config's.
  /// - `excludes`, `ignoreReceivers`: the config's and the command line's together.
  /// - `baseline`: the config's applies only when neither `--baseline` nor `--write-baseline` is
  ///   given, so `--write-baseline` alone always records a fresh baseline.
  /// - `maxFindings`: `--max-findings` wins.
  /// - `locators`: the config's and the command line's together.
  func merging(_ config: MigrateToolConfig) -> AuditOptions {
    var merged = self
    if !accessorsAreExplicit, let accessors = config.accessors, !accessors.isEmpty {
      var seen = Set<String>()
      merged.accessors = accessors.filter { seen.insert($0).inserted }
    }
    merged.excludes = (config.excludes ?? []) + excludes
    merged.ignoredReceivers = (config.ignoreReceivers ?? []) + ignoredReceivers
    if baseline == nil && writeBaseline == nil { merged.baseline = config.baseline }
    merged.maxFindings = maxFindings ?? config.maxFindings
    for locator in config.locators ?? [] where !merged.locators.contains(locator) {
      merged.locators.append(locator)
    }
    return merged
  }
}
