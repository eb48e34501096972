/// `migrate-tool scaffold`: finds a singleton's declaration under the PATHs, plans its client
/// and writes it, to standard output or to a new file.
enum ScaffoldCommand {
  /// Runs `scaffold` with the arguments after the subcommand; returns the exit code.
  static func run(arguments: [String], output: OutputSink, errorOutput: OutputSink) -> Int32 {
    do {
      switch try ScaffoldOptions.parse(arguments) {
      case .help:
        output.write(HelpText.scaffold)
      case .version:
        output.write(MigrateTool.version + "\n")
      case .scaffold(let options):
        try scaffold(options, output: output, errorOutput: errorOutput)
      }
      return ExitCode.success
    } catch {
      switch error {
      case .usage(let message): errorOutput.write(HelpText.scaffoldUsageError(message))
      default: errorOutput.write("Error: \(error.message)\n")
      }
      return error.exitCode
    }
  }

  /// The Swift for `options`, and a one-line summary of it.
  static func render(
    _ options: ScaffoldOptions, warnings: inout [String]
  ) throws(ScaffoldError) -> (text: String, summary: String) {
    let walk: SourceTreeWalker.Walk
    do {
      walk = try SourceTreeWalker(excludes: []).files(in: options.paths)
    } catch {
      throw .path(error.message)
    }
    warnings += walk.warnings
    warnings += walk.errors.map { "could not read \($0.file): \($0.message)" }
    let shortName = Array((options.typeName.split(separator: ".").last ?? "").utf8)
    var types: [DeclaredType] = []
    var importsByFile: [String: [String]] = [:]
    for file in walk.files {
      switch PlainFile.read(file.path) {
      case .failure(let failure):
        warnings.append("could not read \(file.displayPath): \(failure.message)")
      case .success(let bytes):
        // Only files that spell the name can declare the type or extend it.
        guard contains(bytes, shortName) else { continue }
        let declarations = DeclarationReader.read(bytes, file: file.displayPath)
        types += declarations.types
        importsByFile[file.displayPath] = declarations.imports
      }
    }
    let resolver = SingletonResolver(
      typeName: options.typeName, accessors: options.accessors, paths: options.paths)
    let resolution = try resolver.resolve(types)
    var imports: [String] = []
    for declaration in resolution.declarations {
      for module in importsByFile[declaration.file] ?? [] where !imports.contains(module) {
        imports.append(module)
      }
    }
    let names = ClientNames(
      singleton: resolution.type.qualifiedName, client: options.clientName,
      keyPath: options.keyPath)
    let plan = ClientPlan(
      type: resolution.type, declarations: resolution.declarations,
      accessor: resolution.accessor, names: names, imports: imports, nestedTypes: types)
    let text = ClientWriter(plan: plan).render()
    let endpoints = plan.endpoints.count
    let todos = text.split(separator: "\n").filter { $0.contains("// TODO: ") }.count
    let summary =
      "\(names.client): \(endpoints) \(endpoints == 1 ? "endpoint" : "endpoints") for "
      + "\(plan.singleton) (\(SingletonResolver.location(resolution.type))), \(todos) "
      + "\(todos == 1 ? "TODO" : "TODOs")."
    return (text, summary)
  }

  private static func scaffold(
    _ options: ScaffoldOptions, output: OutputSink, errorOutput: OutputSink
  ) throws(ScaffoldError) {
    if let path = options.output, PlainFile.exists(path) { throw .outputExists(path) }
    var warnings: [String] = []
    let rendered: (text: String, summary: String)
    do {
      rendered = try render(options, warnings: &warnings)
    } catch {
      for warning in warnings { errorOutput.write("warning: \(warning)\n") }
      throw error
    }
    for warning in warnings { errorOutput.write("warning: \(warning)\n") }
    if let path = options.output {
      try NewFile.write(rendered.text, to: path)
      errorOutput.write("Wrote '\(path)': \(rendered.summary)\n")
    } else {
      output.write(rendered.text)
      errorOutput.write("note: \(rendered.summary)\n")
    }
  }

  /// Whether `needle` occurs in `bytes`.
  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, bytes.count >= needle.count else { return needle.isEmpty }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
