/// The collection of dependencies available to the current task.
///
/// The current values live in a task-local, so they flow into child tasks (`async let`, task
/// groups and `Task {}`) but not into detached tasks. Change them for a scope with
/// ``withDependencies(_:operation:)-(_,()->R)``, and read them with ``Dependency``.
public struct DependencyValues: Sendable {
  /// The values of the current task.
  ///
  /// Outside any scope they resolve in ``DependencyContext/detected``. A program that must
  /// always run live pins the context instead of relying on detection:
  ///
  /// <!-- not compiled: run() stands for the program -->
  /// ```swift
  /// await DependencyValues.$current.withValue(DependencyValues(context: .live)) {
  ///   await run()
  /// }
  /// ```
  @TaskLocal public static var current = DependencyValues(context: .detected)

  /// Whether keys that were not set resolve to their live or their test value.
  public var context: DependencyContext

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates a set of values with nothing overridden, resolving keys in `context`.
  public init(context: DependencyContext) {
    self.context = context
  }

  /// The value for `key`: the one set on these values, else the key's value for ``context``,
  /// computed with these values current (so a default built from other dependencies uses them).
  ///
  /// A key that has only a test value (see ``TestDependencyKey``) resolves to it in both
  /// contexts.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      // Unwrap before casting: a missing value would cast to an optional `Key.Value` as nil.
      if let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value {
        return value
      }
      // A default computed from other dependencies must see these values, not whichever
      // values are current where it happens to be read.
      return DependencyValues.$current.withValue(self) {
        guard context == .live, let liveKey = key as? any DependencyKey.Type,
          let value = Self.liveValue(of: liveKey) as? Key.Value
        else { return Key.testValue }
        return value
      }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    Key.liveValue
  }
}
