import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLRequest {
  /// The request a redirect from `origin` makes, without the user and password of its URL and
  /// without the header fields that carry credentials (`credentialHeaders`, lowercased:
  /// `Authorization`, `Cookie`, an API key's field) when it goes to another scheme, host or
  /// port: as curl does, credentials go only where they were given.
  ///
  /// FoundationNetworking resolves a `Location` without a scheme, such as
  /// `//other.example/posts`, against the URL it came from, user and password included.
  func withoutCredentials(
    leaving origin: URL?, credentialHeaders: Set<String> = Credentials.standardHeaderNames
  ) -> URLRequest {
    guard let url, !Self.isSameOrigin(url, origin) else { return self }
    var request = self
    for name in (allHTTPHeaderFields ?? [:]).keys
    where credentialHeaders.holdsSecret(named: name) {
      request.setValue(nil, forHTTPHeaderField: name)
    }
    request.setValue(nil, forHTTPHeaderField: "Authorization")
    if var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      components.percentEncodedUser != nil || components.percentEncodedPassword != nil
    {
      components.percentEncodedUser = nil
      components.percentEncodedPassword = nil
      request.url = components.url
    }
    return request
  }

  /// Whether `url` and `origin` have the same scheme, host and port.
  private static func isSameOrigin(_ url: URL, _ origin: URL?) -> Bool {
    guard let origin else { return false }
    return url.scheme?.lowercased() == origin.scheme?.lowercased()
      && url.host?.lowercased() == origin.host?.lowercased()
      && (url.port ?? defaultPort(url)) == (origin.port ?? defaultPort(origin))
  }

  private static func defaultPort(_ url: URL) -> Int? {
    switch url.scheme?.lowercased() {
    case "http": 80
    case "https": 443
    default: nil
    }
  }
}
