import Dependencies
import Foundation
import HTTPClient
import Models
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// Live: a session keeping nothing on disk, with neither a URL cache nor cookies
  /// (`FoundationFolders.sessionConfiguration()`).
  /// Test: a session that fails every request with `UnimplementedDependencyError` naming this
  /// dependency, so a test that forgot to stub the network cannot reach it.
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static let liveValue = URLSession(configuration: FoundationFolders.sessionConfiguration())
  static let testValue: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }()
}

/// Fails every request: the transport of the test value of ``DependencyValues/urlSession``.
private final class UnimplementedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let target = request.url?.absoluteString ?? "a request"
    client?.urlProtocol(
      self,
      didFailWithError: UnimplementedDependencyError(
        dependency: "urlSession",
        detail: "\(request.httpMethod ?? "GET") \(target) was sent in a test"
      )
    )
  }

  override func stopLoading() {}
}
