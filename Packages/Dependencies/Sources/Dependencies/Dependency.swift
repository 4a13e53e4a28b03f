/// A dependency, read from the values that were current when the wrapper was created.
///
/// ```swift
/// struct Reminder {
///   @Dependency(\.clock) var clock
///   @Dependency(\.jsonDecoder) var decoder
/// }
/// ```
///
/// The value is resolved once, at creation: a value made inside
/// ``withDependencies(_:operation:)-(_,()->R)`` keeps the overridden dependencies even when it is
/// used after that scope has ended, and reading the wrapper twice gives the same instance.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  public let wrappedValue: Value

  public init(_ keyPath: KeyPath<DependencyValues, Value>) {
    wrappedValue = DependencyValues.current[keyPath: keyPath]
  }
}
