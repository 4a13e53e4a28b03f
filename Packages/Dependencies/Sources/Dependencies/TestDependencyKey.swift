/// A key for a value in ``DependencyValues`` that says only what the value is in tests.
///
/// An interface module declares its dependency with a test value, so that code and tests that
/// use the interface build without the live implementation; the live module then adds the live
/// value by conforming the same key to ``DependencyKey``:
///
/// <!-- not compiled: WeatherClient stands for a team's client, in two modules -->
/// ```swift
/// // In the interface module:
/// extension WeatherClient: TestDependencyKey {
///   public static let testValue = WeatherClient.unimplemented
/// }
///
/// // In the live module:
/// extension WeatherClient: DependencyKey {
///   public static let liveValue = WeatherClient.live(session: .shared)
/// }
/// ```
///
/// Until the live module is linked, the key resolves to its test value everywhere, so a program
/// that forgot it fails loudly on first use instead of reaching a stand-in for the real world.
public protocol TestDependencyKey {
  associatedtype Value: Sendable

  /// The value used in tests that did not override the dependency.
  static var testValue: Value { get }
}
