import Foundation

extension NetworkClient {
  /// The host of `url` when it is JSONPlaceholder's (``defaultBaseURL``'s), which answers
  /// writes but keeps none of them, for a note after each write; `nil` for any other server.
  public static func hostKeepingNoChanges(of url: URL) -> String? {
    guard let host = url.host, host == defaultBaseURL.host else { return nil }
    return host
  }
}
