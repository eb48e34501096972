/// A scope's overrides as the task-local holds them (``DependencyValues/currentScope``): each
/// `withDependencies` scope, escaped continuation and fresh root that runs binds one, and tasks
/// started in it keep it as long as they run.
///
/// Only task-local bindings hold these objects (an object built in a scope captures the
/// ``overrides`` inside, not the binding), so while none is alive no task-local anywhere has
/// overrides, and a `@Dependency` read skips the task-local: outside any scope it finds its
/// default, and an object built in a scope finds its captured overrides, with no lookup.
///
/// A binding is counted before any task can see it, so a read whose task holds one sees a count
/// above zero even with a relaxed load (its task got the binding after the count went up, and the
/// count cannot drop below it while the task holds it). Where there are no atomics
/// (``AtomicWord``) there is no count, and every read consults the task-local.
@usableFromInline
final class ScopeBinding: Sendable {
  @usableFromInline let overrides: DependencyOverrides
  /// False only for ``unbound``, which no scope binds.
  private let isCounted: Bool

  init(_ overrides: DependencyOverrides) {
    self.overrides = overrides
    self.isCounted = true
    AtomicWord.add(1, to: Self.counter)
  }

  private init() {
    self.overrides = DependencyOverrides()
    self.isCounted = false
  }

  deinit { if isCounted { AtomicWord.add(0 &- 1, to: Self.counter) } }

  /// The task-local's default: what a read outside any scope gets through `TaskLocal.get()`. Not
  /// nil, so that binding and unbinding copy a plain reference rather than an optional through
  /// generic code; and not counted, so that it says nothing of a scope.
  static let unbound = ScopeBinding()

  /// How many bindings are alive; each ``DependencyPropertySite`` keeps a reference to it, so that
  /// a read reaches it without a global's once-check.
  static let counter = AtomicWord.make()

  /// True when no binding is alive: no task-local anywhere has overrides.
  @inlinable @inline(__always)
  static func noneIsAlive(_ counter: (any AnyObject & Sendable)?) -> Bool {
    guard let count = AtomicWord.loadRelaxed(counter) else { return false }
    return count == 0
  }
}

/// Reads the current binding where the task-local stores it, as `TaskLocal.get()` does but with
/// neither its generic, unspecialized copy nor a reference count: the binding is alive for as long
/// as the synchronous read that found it runs, since only the end of its scope (or of the task
/// holding it) releases it.
///
/// The runtime's entry point is not public API, so it is checked once against `TaskLocal.get()`;
/// a runtime on which the two disagree reads through `get()`. An enum of its own rather than
/// statics of the class: a class's static method is handed its metatype, which the read would
/// load for nothing.
@usableFromInline
enum ScopeBindingRead {
  /// The binding of the current task (or thread, outside any task), if any.
  ///
  /// `key` is ``key``, handed in by the caller, which keeps it where reaching it costs no global's
  /// once-check.
  @inlinable @inline(__always)
  static func current(key: UInt) -> Unmanaged<ScopeBinding>? {
    guard let key = UnsafeMutableRawPointer(bitPattern: key) else { return throughGet() }
    guard let value = _swift_task_localValueGet(key) else { return nil }
    // The binding holds a `ScopeBinding`: a class reference.
    return Unmanaged.fromOpaque(value.load(as: UnsafeRawPointer.self))
  }

  /// The binding of the reading task's scope; ``ScopeBinding/unbound`` (no overrides) while no
  /// scope is bound anywhere (``ScopeBinding/noneIsAlive(_:)``) or the reading task has none.
  ///
  /// `site` holds the counter, the key and the unbound binding, where reaching them costs no
  /// global's once-check.
  @inlinable @inline(__always)
  static func binding(of site: Unmanaged<DependencyPropertySite>) -> Unmanaged<ScopeBinding> {
    site._withUnsafeGuaranteedRef { site in
      ScopeBinding.noneIsAlive(site.bindingCounter)
        ? site.unbound : current(key: site.scopeKey) ?? site.unbound
    }
  }

  /// ``current(key:)`` through `TaskLocal.get()`: the reference it returns is released here, and
  /// the binding keeps the object alive (``ScopeBinding/unbound`` lives as long as the process).
  @usableFromInline
  static func throughGet() -> Unmanaged<ScopeBinding>? {
    let binding = DependencyValues.currentScope
    return binding === ScopeBinding.unbound ? nil : Unmanaged.passUnretained(binding)
  }

  /// The address of ``DependencyValues/$currentScope``, which lives as long as the process, where
  /// the in-place read agrees with `TaskLocal.get()`; else 0.
  static let key: UInt = {
    let key = UInt(bitPattern: Unmanaged.passUnretained(DependencyValues.$currentScope).toOpaque())
    // `get()`'s reading leaves out ``ScopeBinding/unbound``, which a scope may bind.
    let unbound = Unmanaged.passUnretained(ScopeBinding.unbound).toOpaque()
    func agrees() -> Bool {
      let inPlace = current(key: key)?.toOpaque()
      return (inPlace == unbound ? nil : inPlace) == throughGet()?.toOpaque()
    }
    let probe = ScopeBinding(DependencyOverrides())
    let bound = DependencyValues.$currentScope.withValue(probe) {
      agrees() && current(key: key)?.toOpaque() == Unmanaged.passUnretained(probe).toOpaque()
    }
    return agrees() && bound ? key : 0
  }()
}

/// The runtime's lookup of a task-local binding: the address of the value bound to `key` (a
/// `TaskLocal`'s address) in the current task, or on this thread outside any task; nil if none.
/// What `TaskLocal.get()` calls (declared in the runtime's `Concurrency.h`, exported by the
/// concurrency runtime on every platform since Swift 5.5).
@usableFromInline
@_silgen_name("swift_task_localValueGet")
func _swift_task_localValueGet(_ key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
