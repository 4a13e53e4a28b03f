import Dependencies

extension DependencyValues {
  /// Live: `NetworkClient/<version>` (see ``NetworkClient/version``). Test: the fixed
  /// `NetworkClient-Tests`, so tests can assert on it.
  public var userAgent: String {
    get { self[UserAgentKey.self] }
    set { self[UserAgentKey.self] = newValue }
  }
}

private enum UserAgentKey: DependencyKey {
  static var liveValue: String { "NetworkClient/\(NetworkClient.version)" }
  static let testValue = "NetworkClient-Tests"
}
