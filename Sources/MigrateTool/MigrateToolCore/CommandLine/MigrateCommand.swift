import CallerMove
import SourceFiles

/// `migrate-tool migrate`: steps 1 and 2 of one singleton as one command. The plan (a client,
/// unless one bridges to the singleton, and the move) is one diff without `--write`; with it,
/// the files are written, and `--verify`'s command decides whether they stay.
struct MigrateCommand {
  var options: MigrateOptions
  /// The process's environment: `PATH` says where the toolchain's parser is.
  var environment: [String: String] = [:]
  /// Plans and (with `--write`) writes and verifies; returns the exit code. On a terminal, a
  /// line per phase goes to `errorOutput`.
  func run(output: OutputSink, errorOutput: OutputSink) throws(CommandError) -> Int32 {
    let migration = Migration(
      typeName: options.typeName, accessor: options.accessor,
      accessorIsExplicit: options.accessorIsExplicit, paths: paths,
      excludes: try options.rewriting.allExcludes(), output: options.output,
      testValue: options.testValue,
      parser: options.rewriting.parser(environment: environment))
    progress(
      "migrate: reading \(paths.joined(separator: " ")), planning the client and the move",
      errorOutput)
    var warnings: [String] = []
    let plan: Migration.Plan
    do {
      defer { for warning in warnings { errorOutput.write("warning: \(warning)\n") } }
      plan = try migration.plan(warnings: &warnings)
    }
    for warning in plan.move.warnings { errorOutput.write("warning: \(warning)\n") }
    guard options.writes else {
      if let client = plan.client {
        output.write(UnifiedDiff.newFile(path: client.path, text: client.text))
      }
      for file in plan.move.files { file.diff.withUnsafeBufferPointer(output.writeBytes) }
      errorOutput.write(summary(plan, written: false))
      packageNote(errorOutput)
      return MoveCommand.reportRejections(plan.move, writes: options.writes, errorOutput)
    }
    progress(
      "migrate: writing \(plan.move.files.filter(\.changed).count + (plan.client == nil ? 0 : 1)) files",
      errorOutput)
    let (snapshot, failure) = Migration.write(plan)
    if let failure {
      let problems = snapshot.restore()
      throw .migrationUnwritten(reason: failure, notRestored: problems)
    }
    errorOutput.write(summary(plan, written: true))
    if let command = options.verify {
      progress("migrate: verifying with '\(command)'", errorOutput)
      let outcome = VerifyRun(command: command).run()
      guard outcome.succeeded else {
        let problems = snapshot.restore()
        errorOutput.write(verifyFailure(outcome, plan: plan, notRestored: problems))
        return ExitCode.verificationFailed
      }
      errorOutput.write("Verified: '\(command)' passed after the migration.\n")
    }
    packageNote(errorOutput)
    return MoveCommand.reportRejections(plan.move, writes: options.writes, errorOutput)
  }

  /// PATHs as given, else `Sources` and `Tests` where they exist, else `.`.
  private var paths: [String] { RewriteOptions.paths(options.paths) }

  private func progress(_ line: String, _ errorOutput: OutputSink) {
    if errorOutput.isTerminal { errorOutput.write(line + "\n") }
  }

  /// What the plan does (or did), as `scaffold` and `move` say it.
  private func summary(_ plan: Migration.Plan, written: Bool) -> String {
    let client =
      plan.client.map { "\(written ? "Wrote" : "Would write") '\($0.path)': \($0.summary)\n" }
      ?? "The client exists: \(plan.move.client.typeName) (\(plan.move.client.location)).\n"
    return client + MoveCommand.summary(plan.move, singleton: plan.singleton, writes: written)
  }

  /// The command's first errors, with the sites migrate rewrote in the files they name.
  private func verifyFailure(
    _ outcome: VerifyRun.Outcome, plan: Migration.Plan, notRestored: [String]
  ) -> String {
    let status = outcome.status.map { "exited \($0)" } ?? "was stopped by a signal"
    var text =
      "error: '\(options.verify ?? "")' \(status) after the migration, so every file migrate "
      + "wrote is put back as it was"
      + (notRestored.isEmpty ? "." : ", but for: \(notRestored.joined(separator: "; ")).") + "\n"
    let errors = VerifyRun.firstErrors(in: outcome.output)
    if errors.isEmpty {
      text += "Its output names no error; its last lines:\n"
      for line in outcome.output.split(separator: "\n").suffix(10) { text += "  \(line)\n" }
    } else {
      text += "Its first errors:\n"
    }
    for error in errors {
      text += "  \(error)\n"
      // `path:line:col: error:` in a file migrate rewrote: the sites it rewrote there.
      guard
        let file = plan.move.files.first(where: { $0.changed && error.contains($0.path + ":") })
      else {
        if let client = plan.client, error.contains(client.path + ":") {
          text += "    in the client migrate scaffolded (\(client.path))\n"
        }
        continue
      }
      let lines = file.sites.compactMap { site -> Int? in
        if case .moved = site.outcome { return site.line } else { return nil }
      }
      text +=
        "    \(file.path) is a file migrate rewrote: moved uses at lines "
        + lines.map(String.init).joined(separator: ", ") + "\n"
    }
    if outcome.output.contains("Unimplemented: ") && options.testValue == .unimplemented {
      text +=
        "The tests read the new client's test value, which reports every call: override it in "
        + "those tests (MIGRATION.md, step 2), or rerun with '--test-value live' so that they "
        + "use the singleton, as before.\n"
    }
    text +=
      "Run 'migrate-tool migrate \(options.typeName)' without --write to see the diff; 'scaffold' "
      + "and 'move' do the steps one at a time.\n"
    return text
  }

  /// Says how to depend on `Dependencies` when the package in the current directory does not.
  private func packageNote(_ errorOutput: OutputSink) {
    guard case .success(let bytes) = PlainFile.read("Package.swift") else { return }
    let manifest = String(decoding: bytes, as: UTF8.self)
    guard !manifest.contains("\"Dependencies\"") else { return }
    errorOutput.write(
      "note: Package.swift does not name the 'Dependencies' product, which the client imports. "
        + "Add the package to 'dependencies:',\n"
        + "  .package(url: \"https://github.com/pointfreeco/swift-dependencies\", from: \"1.17.1\"),\n"
        + "and the product to the target that holds the client:\n"
        + "  .product(name: \"Dependencies\", package: \"swift-dependencies\"),\n"
        + "(or this toolkit's own package and its 'Dependencies' product: MIGRATION.md says how).\n"
    )
  }
}
