import CallerMove
import SourceFiles

/// `migrate-tool move`: step 2, every use of a singleton rewritten into a read of its
/// dependency; a unified diff on standard output, or the files changed with `--write`, and a
/// summary on standard error.
struct MoveCommand {
  var options: MoveOptions
  /// The process's environment: `PATH` says where the toolchain's parser is.
  var environment: [String: String] = [:]

  /// Plans, checks and (with `--write`) writes the move; returns the exit code: 0, or 4 when
  /// some files' rewrites failed their check and were left as they were.
  func run(output: OutputSink, errorOutput: OutputSink) throws(CommandError) -> Int32 {
    let request = MoveRequest(
      typeName: options.typeName, accessor: options.accessor, keyPath: options.keyPath,
      propertyName: options.propertyName)
    let mover = Mover(
      request: request, paths: paths, excludes: try options.rewriting.allExcludes())
    let parser = options.rewriting.parser(environment: environment)
    let result: Mover.Result
    do {
      result = try mover.plan(parser: parser)
    } catch {
      throw .move(error)
    }

    for warning in result.warnings { errorOutput.write("warning: \(warning)\n") }
    if options.writes {
      do {
        _ = try Mover.write(result)
      } catch {
        throw .move(error)
      }
    } else {
      // Bytes, not text: the diff shows each line as the file holds it.
      for file in result.files { file.diff.withUnsafeBufferPointer(output.writeBytes) }
    }
    errorOutput.write(
      Self.summary(
        result, singleton: "\(options.typeName).\(options.accessor)", writes: options.writes))
    if options.rewriting.checksWithParser && parser == nil {
      errorOutput.write(
        "warning: no Swift toolchain on PATH (swiftc, xcrun): the rewrites were checked by "
          + "migrate-tool's lexer only\n")
    }
    return Self.reportRejections(result, writes: options.writes, errorOutput)
  }

  /// Names each file whose rewrite failed its check; exit 4 when there is one, else 0.
  static func reportRejections(
    _ result: Mover.Result, writes: Bool, _ errorOutput: OutputSink
  ) -> Int32 {
    let rejected = result.files.filter { $0.rejection != nil }
    guard !rejected.isEmpty else { return ExitCode.success }
    for file in rejected {
      guard let rejection = file.rejection else { continue }
      errorOutput.write(
        "\(file.path):\(rejection.line):\(rejection.column): error: not rewritten: "
          + "\(rejection.problem) after migrate-tool's edits, near this use. This is "
          + "migrate-tool's bug, not your code's: the file is left as it was"
          + "\(writes ? "" : " (and would be with --write)"); please report it with "
          + "this file.\n")
    }
    return ExitCode.rewritesRejected
  }

  /// PATHs as given, else `Sources` and `Tests` where they exist, else `.`.
  private var paths: [String] { RewriteOptions.paths(options.paths) }

  /// What the move does (or did, with `writes`) to the uses of `singleton`: a count, and each
  /// site left alone or moved in an `#if` branch, the notes, and the tests without an override.
  static func summary(_ result: Mover.Result, singleton: String, writes: Bool) -> String {
    let sites = result.files.flatMap { file in file.sites.map { (file.path, $0) } }
    let moved = sites.filter { if case .moved = $0.1.outcome { true } else { false } }
    let changed = result.files.filter(\.changed).count
    var text =
      "\(writes ? "Moved" : "Would move") \(moved.count) of \(sites.count) "
      + "\(sites.count == 1 ? "use" : "uses") of \(singleton) to @Dependency(\\.\(result.keyPath)) "
      + "(\(result.client.typeName), \(result.client.location)) in \(changed) "
      + "\(changed == 1 ? "file" : "files")\(writes ? "" : "; rerun with --write to apply")."
      + "\n"
    for (path, site) in sites {
      switch site.outcome {
      case .moved:
        guard !site.conditions.isEmpty else { continue }
        let branch = site.conditions.map { "#if \($0)" }.joined(separator: ", ")
        text +=
          "\(path):\(site.line):\(site.column): moved in '\(branch)': build where that branch "
          + "compiles to check it\n"
      case .marked(let reason):
        text += "\(path):\(site.line):\(site.column): marked TODO(migrate-tool): \(reason)\n"
      case .skipped(let reason):
        text += "\(path):\(site.line):\(site.column): not moved: \(reason)\n"
      }
    }
    for file in result.files {
      for note in file.notes { text += "\(file.path): note: \(note)\n" }
    }
    let tests = result.files.flatMap { file in file.testsWithoutOverride.map { (file.path, $0) } }
    if !tests.isEmpty {
      text +=
        "\(tests.count) \(tests.count == 1 ? "test reads" : "tests read") "
        + "\\.\(result.keyPath) without overriding it, so \(tests.count == 1 ? "it gets" : "they get") "
        + "its test value (MIGRATION.md, step 2, says what to do):\n"
      for (path, test) in tests { text += "  \(path):\(test)\n" }
    }
    return text
  }
}
