import ClientScaffold
import SourceFiles

/// `migrate-tool scaffold`: the client of a singleton, to standard output or to a new file.
struct ScaffoldCommand {
  var options: ScaffoldOptions

  /// Writes the client; warnings and a summary go to `errorOutput`.
  func run(output: OutputSink, errorOutput: OutputSink) throws(CommandError) {
    if let path = options.output, PlainFile.exists(path) {
      throw .scaffold(.outputExists(path))
    }
    var scaffolder = Scaffolder(
      typeName: options.typeName, paths: options.paths, accessors: options.accessors,
      clientName: options.clientName, keyPath: options.keyPath)
    scaffolder.allMembers = options.allMembers
    scaffolder.testValue = options.testValue
    let config = try MigrateToolConfig.load(explicitPath: options.config)
    scaffolder.excludes = options.excludes + (config?.excludes ?? [])
    if !options.accessorsAreExplicit {
      scaffolder.conventionalAccessors = Scaffolder.conventionalAccessors
    }
    var warnings: [String] = []
    let client: Scaffolder.Output
    do {
      defer { for warning in warnings { errorOutput.write("warning: \(warning)\n") } }
      client = try scaffolder.render(warnings: &warnings)
    } catch {
      throw .scaffold(error)
    }
    if let path = options.output {
      do {
        try Scaffolder.write(client.text, to: path)
      } catch {
        throw .scaffold(error)
      }
      errorOutput.write("Wrote '\(path)': \(client.summary)\n")
    } else {
      output.write(client.text)
      errorOutput.write("note: \(client.summary)\n")
    }
  }
}
