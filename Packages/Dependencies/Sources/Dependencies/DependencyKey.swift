/// A key for a value in ``DependencyValues``: the type names the dependency, and says what it is
/// in the running program and what it is in tests.
///
/// ```swift
/// private enum GreetingKey: DependencyKey {
///   static let liveValue = "Hello"
///   static let testValue = "Hello from a test"
/// }
///
/// extension DependencyValues {
///   var greeting: String {
///     get { self[GreetingKey.self] }
///     set { self[GreetingKey.self] = newValue }
///   }
/// }
/// ```
///
/// There is deliberately no default for ``TestDependencyKey/testValue``: every key decides what a
/// test that did not override it gets, and a good test value fails loudly rather than reaching
/// the real world. A key whose live value lives in another module conforms to
/// ``TestDependencyKey`` where it is declared, and to `DependencyKey` in that module.
public protocol DependencyKey: TestDependencyKey {
  static var liveValue: Value { get }
}
