import Dependencies

extension DependencyValues {
  /// Test: ``NetworkClient/unimplemented``, whose endpoints throw `UnimplementedDependencyError`
  /// naming the endpoint. Live: the HTTP client of the `NetworkClientLive` module, when the
  /// program links it (until then, the test value everywhere, so a program that forgot it fails
  /// loudly on first use).
  public var networkClient: NetworkClient {
    get { self[NetworkClient.self] }
    set { self[NetworkClient.self] = newValue }
  }
}

extension NetworkClient: TestDependencyKey {
  /// ``unimplemented``: a test must say what each endpoint it uses answers.
  public static let testValue = NetworkClient.unimplemented
}
