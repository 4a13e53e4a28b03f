/// The collection of dependencies available to the current task.
///
/// The current values live in a task-local, so they flow into child tasks (`async let`, task
/// groups and `Task {}`) but not into detached tasks. Change them for a scope with
/// ``withDependencies(_:operation:)-(_,()->R)``, and read them with ``Dependency``.
public struct DependencyValues: Sendable {
  /// The values of the current task.
  @TaskLocal public static var current = DependencyValues(context: .detected)

  /// Whether keys that were not set resolve to their live or their test value.
  public var context: DependencyContext

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates a set of values with nothing overridden, resolving keys in `context`.
  public init(context: DependencyContext) {
    self.context = context
  }

  /// The value for `key`: the one set on these values, else the key's value for ``context``.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value {
        return value
      }
      switch context {
      case .live: return Key.liveValue
      case .test: return Key.testValue
      }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }
}
