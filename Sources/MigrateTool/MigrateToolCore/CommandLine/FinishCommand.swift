import CallerMove
import SourceFiles

/// `migrate-tool finish`: step 3, the client's key owns the live instance and `shared` is
/// deleted; a diff without `--write`, the files changed with it, and `--verify`'s command
/// decides whether they stay.
struct FinishCommand {
  var options: FinishOptions
  /// The process's environment: `PATH` says where the toolchain's parser is.
  var environment: [String: String] = [:]

  func run(output: OutputSink, errorOutput: OutputSink) throws(CommandError) -> Int32 {
    let finish = Finish(
      typeName: options.typeName, accessor: options.accessor, paths: paths,
      excludes: try options.rewriting.allExcludes())
    let plan: Finish.Plan
    do {
      plan = try finish.plan(
        parser: options.rewriting.parser(environment: environment))
    } catch {
      throw .finishRefused(error.message)
    }
    let rejected = plan.files.filter { $0.rejection != nil }
    guard rejected.isEmpty else {
      for file in rejected {
        errorOutput.write(
          "\(file.path): error: not rewritten: \(file.rejection?.problem ?? "") after "
            + "migrate-tool's edits. This is migrate-tool's bug: nothing was changed.\n")
      }
      return ExitCode.rewritesRejected
    }
    let singleton = "\(options.typeName).\(options.accessor)"
    guard options.writes else {
      for file in plan.files { file.diff.withUnsafeBufferPointer(output.writeBytes) }
      errorOutput.write(
        "Would make the key own the instance and delete '\(singleton)' in "
          + "\(plan.files.map(\.path).joined(separator: " and ")); rerun with --write to apply.\n")
      for note in plan.notes { errorOutput.write("note: \(note)\n") }
      return ExitCode.success
    }
    var snapshot = TreeSnapshot()
    snapshot.replaced = plan.files.map { ($0.path, $0.old) }
    for file in plan.files {
      do {
        try PlainFile.replace(file.path, withBytes: file.new)
      } catch {
        throw .migrationUnwritten(
          reason: "could not write \(file.path): \(error.message)",
          notRestored: snapshot.restore())
      }
    }
    errorOutput.write(
      "The key owns the instance, and '\(singleton)' is deleted "
        + "(\(plan.files.map(\.path).joined(separator: ", "))).\n")
    for note in plan.notes { errorOutput.write("note: \(note)\n") }
    if let command = options.verify {
      let outcome = VerifyRun(command: command).run()
      guard outcome.succeeded else {
        let problems = snapshot.restore()
        errorOutput.write(
          "error: '\(command)' failed after step 3, so both files are put back as they were"
            + (problems.isEmpty ? "." : ", but for: \(problems.joined(separator: "; ")).")
            + "\n")
        for error in VerifyRun.firstErrors(in: outcome.output) { errorOutput.write("  \(error)\n") }
        return ExitCode.verificationFailed
      }
      errorOutput.write("Verified: '\(command)' passed after step 3.\n")
    }
    return ExitCode.success
  }

  /// PATHs as given, else `Sources` and `Tests` where they exist, else `.`.
  private var paths: [String] { RewriteOptions.paths(options.paths) }
}
