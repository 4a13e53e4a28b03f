import Dependencies

extension DependencyValues {
  /// The client for the API.
  ///
  /// Live: ``NetworkClient/live(session:decoder:baseURL:userAgent:policy:)`` built, each time it is
  /// read, from the current `urlSession`, `jsonDecoder`, `baseURL` and ``userAgent``, so those
  /// overridden with `withDependencies` apply to it. Test: ``NetworkClient/unimplemented``, whose
  /// endpoints throw `UnimplementedDependencyError` naming the endpoint.
  public var networkClient: NetworkClient {
    get { self[NetworkClientKey.self] }
    set { self[NetworkClientKey.self] = newValue }
  }
}

private enum NetworkClientKey: DependencyKey {
  static var liveValue: NetworkClient {
    let values = DependencyValues.current
    return .live(
      session: values.urlSession,
      decoder: values.jsonDecoder,
      baseURL: values.baseURL,
      userAgent: values.userAgent
    )
  }

  static let testValue = NetworkClient.unimplemented
}
