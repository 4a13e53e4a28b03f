/// Reads a dependency from the values that were current when the wrapper was created.
///
/// ```swift
/// struct PostsLoader {
///   @Dependency(\.urlSession) var session
///   @Dependency(\.baseURL) var baseURL
/// }
/// ```
///
/// Capturing at creation means a value made inside ``withDependencies(_:operation:)-(_,()->R)``
/// keeps the overridden dependencies even when it is used after that scope has ended.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  private let values: DependencyValues

  /// Captures the current dependency values, to read the one at `keyPath`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
    self.values = DependencyValues.current
  }

  /// The dependency's value.
  public var wrappedValue: Value {
    values[keyPath: keyPath]
  }
}
