import CallerMove
import ClientScaffold
import SourceFiles

/// Steps 1 and 2 of one singleton as one plan: its client, scaffolded unless one already bridges
/// to it, and every use moved to the client, read from the files as they are plus the new
/// client. Planning writes nothing; `write` writes all of it, and says how to put it back.
struct Migration {
  /// The client a migration writes, when none bridged to the singleton yet.
  struct NewClient: Sendable {
    var path: String
    var text: String
    var summary: String
  }

  /// What the migration would do.
  struct Plan: Sendable {
    var client: NewClient?
    var move: Mover.Result
    /// `Type.accessor`, as the move names it.
    var singleton: String
  }

  var typeName: String
  var accessor: String
  /// Whether the user named the accessor; else scaffold tries the conventional ones too.
  var accessorIsExplicit: Bool
  var paths: [String]
  var excludes: [String]
  var output: String?
  var testValue: ClientPlan.TestValue
  var parser: ToolchainParser?

  /// The plan: the client (scaffolded, unless a client's key bridges to `Type.accessor`), then
  /// the move, planned and checked as `move` does.
  func plan(warnings: inout [String]) throws(CommandError) -> Plan {
    var request = MoveRequest(
      typeName: typeName, accessor: accessor, keyPath: "", propertyName: nil)
    var mover = Mover(request: request, paths: paths, excludes: excludes)
    do {
      let move = try mover.plan(parser: parser)
      return Plan(client: nil, move: move, singleton: "\(typeName).\(accessor)")
    } catch .keyPathNotFound(_, let candidates) where candidates.isEmpty {
      // No client yet: step 1 first.
    } catch {
      throw .move(error)
    }
    var scaffolder = Scaffolder(typeName: typeName, paths: paths, accessors: [accessor])
    scaffolder.excludes = excludes
    scaffolder.testValue = testValue
    if !accessorIsExplicit { scaffolder.conventionalAccessors = Scaffolder.conventionalAccessors }
    let client: Scaffolder.Output
    do {
      client = try scaffolder.render(warnings: &warnings)
    } catch {
      throw .scaffold(error)
    }
    let directory = client.declarationFile.lastIndex(of: "/").map {
      String(client.declarationFile[...$0])
    }
    let path = output ?? (directory ?? "") + client.names.client + ".swift"
    if PlainFile.exists(path) { throw .scaffold(.outputExists(path)) }
    // A holder's client moves the holder's uses (`Env.config`), whichever type was named.
    request = MoveRequest(
      typeName: client.holder, accessor: client.accessor, keyPath: client.names.keyPath,
      propertyName: nil)
    mover = Mover(request: request, paths: paths, excludes: excludes)
    mover.additionalFiles = [(path, Array(client.text.utf8))]
    do {
      let move = try mover.plan(parser: parser)
      return Plan(
        client: NewClient(path: path, text: client.text, summary: client.summary), move: move,
        singleton: "\(client.holder).\(client.accessor)")
    } catch {
      throw .move(error)
    }
  }

  /// Writes the plan: the new client, then every rewritten file (a rejected rewrite stays as it
  /// was). Returns how to put back what was written, also after a failed write.
  static func write(_ plan: Plan) -> (snapshot: TreeSnapshot, failure: String?) {
    var snapshot = TreeSnapshot()
    if let client = plan.client {
      do {
        try PlainFile.create(client.path, with: client.text)
        snapshot.created.append(client.path)
      } catch {
        return (snapshot, "could not write \(client.path): \(error.message)")
      }
    }
    let changed = plan.move.files.filter(\.changed)
    snapshot.replaced = changed.map { ($0.path, $0.old) }
    do {
      _ = try Mover.write(plan.move)
    } catch {
      return (snapshot, error.message)
    }
    return (snapshot, nil)
  }
}
