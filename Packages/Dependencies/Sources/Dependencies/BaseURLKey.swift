import Foundation

extension DependencyValues {
  /// The root of the API that requests are sent to.
  ///
  /// Live: `https://jsonplaceholder.typicode.com`. Test: an address under the reserved `.invalid`
  /// domain, which no network resolves, so a test must say which server it talks to.
  public var baseURL: URL {
    get { self[BaseURLKey.self] }
    set { self[BaseURLKey.self] = newValue }
  }
}

private enum BaseURLKey: DependencyKey {
  static let liveValue = URL(string: "https://jsonplaceholder.typicode.com") ?? unreachableURL
  static let testValue = URL(string: "https://base-url-not-overridden.invalid") ?? unreachableURL

  /// A URL that always parses; it stands in only if a literal above were mistyped.
  private static let unreachableURL = URL(fileURLWithPath: "/")
}
