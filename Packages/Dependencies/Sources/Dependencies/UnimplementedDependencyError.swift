import Foundation

/// The error that test values throw when a test uses a dependency it did not override.
public struct UnimplementedDependencyError: LocalizedError, Hashable, Sendable,
  CustomStringConvertible
{
  /// The name of the dependency, as in `DependencyValues.<name>`.
  public var dependency: String
  /// What was attempted.
  public var detail: String

  public init(dependency: String, detail: String) {
    self.dependency = dependency
    self.detail = detail
  }

  public var description: String {
    "Unimplemented dependency '\(dependency)': \(detail). Override it with withDependencies."
  }

  public var errorDescription: String? { description }
}
