import SourceFiles
import SwiftDeclarations
import SwiftScanning

/// Step 1 of a migration: finds a singleton's declaration (and its extensions) under the paths,
/// plans its client, and renders the client's Swift.
package struct Scaffolder: Sendable {
  /// The client's Swift, and a one-line summary of it (`AnalyticsClient: 3 endpoints for ...`).
  package struct Output: Sendable {
    package var text: String
    package var summary: String
    /// The client's names: its type and its `DependencyValues` property.
    package var names: ClientNames
    /// The file that declares the singleton (or the extension that declares its accessor).
    package var declarationFile: String
    /// The singleton's type as callers name it (the holder's, for a holder) and its accessor:
    /// what `move` rewrites.
    package var holder: String
    package var accessor: String
  }

  /// The singleton's name: `AnalyticsTracker`, or `Outer.Inner`.
  package var typeName: String
  /// Files and directories to search.
  package var paths: [String]
  /// Static property names that make a type a singleton.
  package var accessors: [String]
  /// The client's name; derived from the type's when nil.
  package var clientName: String?
  /// The `DependencyValues` property; derived from the client's name when nil.
  package var keyPath: String?
  /// Accessors tried when the type declares none of `accessors` (when the user named none).
  package var conventionalAccessors: [String] = []
  /// Whether the client gets an endpoint for every member; else only for those that code under
  /// the paths calls through the accessor, when it calls any.
  package var allMembers = false
  /// Globs of files and folders not to read, as the audit's `--exclude`.
  package var excludes: [String] = []
  /// What the key gives tests.
  package var testValue: ClientPlan.TestValue = .unimplemented

  /// What a singleton's accessor is called, besides `shared`, in Objective-C and the SDKs:
  /// `UIApplication.shared`, `[Foo sharedInstance]`, `FileManager.default`, `Locale.current`.
  package static let conventionalAccessors = [
    "sharedInstance", "default", "current", "standard", "main", "instance",
  ]

  package init(
    typeName: String, paths: [String], accessors: [String], clientName: String? = nil,
    keyPath: String? = nil
  ) {
    self.typeName = typeName
    self.paths = paths
    self.accessors = accessors
    self.clientName = clientName
    self.keyPath = keyPath
  }

  /// The client, with what the user should know on the way (files that could not be read) added
  /// to `warnings`, also when it throws.
  package func render(warnings: inout [String]) throws(ScaffoldError) -> Output {
    let walk: SourceTreeWalker.Walk
    do {
      walk = try SourceTreeWalker(excludes: excludes).files(in: paths)
    } catch {
      throw .path(error)
    }
    warnings += walk.warnings
    warnings += walk.errors.map { "could not read \($0.file): \($0.message)" }
    var types: [DeclaredType] = []
    var importsByFile: [String: [String]] = [:]
    var importConditionsByFile: [String: [String: String]] = [:]
    // Each file is read from disk once; a search for another name looks in what was read.
    var contents: [String: [UInt8]] = [:]
    var unreadable = Set<String>()
    var parsed = Set<String>()
    /// Reads the declarations of the files that may declare, extend or hold `name` (every file
    /// for nil): of those that spell it, the ones `DeclarationSkim` cannot rule out. Files are
    /// read from disk and their declarations read on all cores.
    func readFiles(spelling name: String?) {
      let pending = walk.files.filter {
        !parsed.contains($0.displayPath) && !unreadable.contains($0.displayPath)
      }
      let unread = pending.filter { contents[$0.displayPath] == nil }
      let loaded = concurrentMap(unread.count) { PlainFile.read(unread[$0].path) }
      for (file, result) in zip(unread, loaded) {
        switch result {
        case .success(let bytes): contents[file.displayPath] = bytes
        case .failure(let failure):
          unreadable.insert(file.displayPath)
          warnings.append("could not read \(file.displayPath): \(failure.message)")
        }
      }
      let needle = ByteSearch.Needle(Array((name?.split(separator: ".").last ?? "").utf8))
      let candidates: [(path: String, bytes: [UInt8])] = pending.compactMap { file in
        guard let bytes = contents[file.displayPath],
          name == nil
            || bytes.withUnsafeBufferPointer({ DeclarationSkim.mayDeclare(needle, in: $0) })
        else { return nil }
        return (file.displayPath, bytes)
      }
      let read = concurrentMap(candidates.count) {
        DeclarationReader.read(candidates[$0].bytes, file: candidates[$0].path)
      }
      for (candidate, declarations) in zip(candidates, read) {
        parsed.insert(candidate.path)
        types += declarations.types
        importsByFile[candidate.path] = declarations.imports
        importConditionsByFile[candidate.path] = declarations.importConditions
      }
    }
    readFiles(spelling: typeName)
    var resolver = SingletonResolver(typeName: typeName, accessors: accessors, paths: paths)
    resolver.conventionalAccessors = conventionalAccessors
    var resolution: SingletonResolver.Resolution
    do {
      resolution = try resolver.resolve(types)
      // A holder's files need not spell the type it holds (`Env.config: AppConfig`).
      let held =
        resolution.instanceType.hasPrefix("any ")
        ? String(resolution.instanceType.dropFirst(4)) : resolution.instanceType
      if !resolution.isInstanceDeclared && held != resolution.type.qualifiedName {
        readFiles(spelling: held)
        resolution = try resolver.resolve(types)
      }
      // A superclass or protocol may make the type `@MainActor`, and give it members (a
      // protocol extension's); its files need not spell the type.
      var asked = Set<String>()
      while true {
        let unread = (resolution.unreadSupertypes + resolution.supertypes).filter {
          asked.insert($0).inserted
        }
        guard !unread.isEmpty else { break }
        for name in unread { readFiles(spelling: name) }
        resolution = try resolver.resolve(types)
      }
    } catch .notDeclared(let type, let paths, let accessors, _) {
      // A name typed in another case or with a slip: what is declared, read in full, says which.
      readFiles(spelling: nil)
      throw .resolution(
        .notDeclared(
          type: type, paths: paths, accessors: accessors,
          suggestions: TypeNameSuggestions.near(typeName, in: types)))
    } catch {
      throw .resolution(error)
    }
    var imports: [String] = []
    // A module is imported under a condition only if every file that imports it does so.
    var importConditions: [String: String] = [:]
    var unconditional = Set<String>()
    for declaration in resolution.declarations + resolution.instanceDeclarations {
      let conditions = importConditionsByFile[declaration.file] ?? [:]
      // A test framework or a playground's module never belongs in the app's client.
      for module in importsByFile[declaration.file] ?? []
      where !Self.testOnlyModules.contains(module) {
        if !imports.contains(module) { imports.append(module) }
        if let condition = conditions[module], !unconditional.contains(module) {
          importConditions[module] = importConditions[module] ?? condition
        } else {
          unconditional.insert(module)
          importConditions[module] = nil
        }
      }
    }
    let names = ClientNames(
      singleton: Self.clientBaseName(resolution), client: clientName, keyPath: keyPath)
    // The members callers reach: `Holder.accessor.member` in every file that spells the holder.
    var used: [String] = []
    var uses: [MemberUse] = []
    if !allMembers || !resolution.isInstanceDeclared {
      let holder = resolution.type.name.split(separator: ".").last.map(String.init) ?? ""
      let needle = ByteSearch.Needle(Array(holder.utf8))
      let scanner = AccessScanner(accessors: [resolution.accessor])
      let accessor = resolution.accessor
      // Every file was read by `readFiles`; in path order, on all cores.
      let files = walk.files.sorted { $0.displayPath < $1.displayPath }
        .compactMap { contents[$0.displayPath] }
      let found = concurrentMap(files.count) { index in
        files[index].withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
          ? MemberUses.uses(after: holder, accessor: accessor, in: files[index], scanner: scanner)
          : []
      }
      for use in found.joined() where !uses.contains(use) { uses.append(use) }
      for use in uses where !used.contains(use.member) { used.append(use.member) }
    }
    var plan = ClientPlan(
      resolution: resolution, names: names, imports: imports, nestedTypes: types,
      usedMembers: allMembers ? [] : used, memberUses: uses)
    plan.importConditions = importConditions
    plan.testValue = testValue
    let text = ClientWriter(plan: plan).render()
    if plan.endpoints.isEmpty {
      warnings.append(
        plan.todos.isEmpty
          ? "\(names.client) has no endpoints: \(plan.memberOwner) declares no instance member "
            + "that another file can call."
          : "\(names.client) has no endpoints: read its TODOs, and add the endpoints callers "
            + "need.")
    }
    let endpoints = plan.endpoints.count
    let todos = text.split(separator: "\n").filter { $0.contains("// TODO: ") }.count
    let summary =
      "\(names.client): \(endpoints) \(endpoints == 1 ? "endpoint" : "endpoints") for "
      + "\(plan.singleton) (\(SingletonResolver.location(resolution.type))"
      + (resolution.twins.isEmpty
        ? "" : " and \(resolution.twins.map(SingletonResolver.location).joined(separator: ", "))")
      + "), \(todos) "
      + "\(todos == 1 ? "TODO" : "TODOs")"
      + (plan.unusedMembers.isEmpty
        ? "." : ", \(plan.unusedMembers.count) unused left out (--all-members).")
    return Output(
      text: text, summary: summary, names: names, declarationFile: resolution.type.file,
      holder: resolution.type.qualifiedName, accessor: resolution.accessor)
  }

  /// The name a client is named after: the singleton's type; the held type for a holder
  /// (`Env.config` gives `Config`); the type that declares a protocol-typed accessor; for an
  /// accessor that another module's type is extended with, the accessor too (`URLSession.api`
  /// gives `ApiURLSession`, apart from the SDK's own `URLSession`); and for a holder of a type
  /// declared elsewhere, the holder and its accessor, as one reads them (`Parse.configuration`
  /// gives `ParseConfiguration`).
  static func clientBaseName(_ resolution: SingletonResolver.Resolution) -> String {
    let holder = resolution.type.qualifiedName
    guard let instance = resolution.instanceDeclarations.first else {
      return holder.split(separator: ".").joined() + SwiftSpelling.capitalized(resolution.accessor)
    }
    if instance.kind == .protocol { return holder }
    if instance.kind == .extension && !plainAccessors.contains(resolution.accessor) {
      return SwiftSpelling.capitalized(resolution.accessor) + instance.name
    }
    return instance.qualifiedName
  }

  /// Modules that only tests and playgrounds import.
  static let testOnlyModules: Set<String> = ["XCTest", "Testing", "PlaygroundSupport"]

  /// Accessors that say only "the one instance", so that a client's name need not repeat them.
  static let plainAccessors: Set<String> = [
    "shared", "default", "current", "standard", "main", "instance", "sharedInstance",
  ]

  /// Writes `text` to `path`, a new file: never over an existing one.
  package static func write(_ text: String, to path: String) throws(ScaffoldError) {
    do {
      try PlainFile.create(path, with: text)
    } catch {
      if error.isAlreadyExisting { throw .outputExists(path) }
      throw .unwritableOutput(path: path, reason: error.message)
    }
  }
}
