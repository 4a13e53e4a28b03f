import Dependencies
import Foundation

extension DependencyValues {
  /// Live: ``NetworkClient/defaultBaseURL``. Test: an address under the reserved `.invalid`
  /// domain, which no network resolves, so a test must say which server it talks to.
  public var baseURL: URL {
    get { self[BaseURLKey.self] }
    set { self[BaseURLKey.self] = newValue }
  }
}

extension NetworkClient {
  /// The API the client talks to unless told otherwise: `https://jsonplaceholder.typicode.com`.
  public static let defaultBaseURL =
    URL(string: "https://jsonplaceholder.typicode.com") ?? URL(fileURLWithPath: "/")
}

private enum BaseURLKey: DependencyKey {
  static let liveValue = NetworkClient.defaultBaseURL
  static let testValue =
    URL(string: "https://base-url-not-overridden.invalid") ?? URL(fileURLWithPath: "/")
}
