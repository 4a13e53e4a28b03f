import Foundation

extension NetworkClient {
  /// The host of `url` when it is JSONPlaceholder's (``defaultBaseURL``'s), which answers
  /// writes but keeps none of them, for a note after each write; `nil` for any other server.
  public static func hostKeepingNoChanges(of url: URL) -> String? {
    guard let host = url.host, host == defaultBaseURL.host else { return nil }
    return host
  }

  /// Whether `url` is JSONPlaceholder's root, by any address of its host
  /// (`http://jsonplaceholder.typicode.com/`), whose resources a program knows without asking.
  public static func isJSONPlaceholder(_ url: URL) -> Bool {
    url.host?.lowercased() == defaultBaseURL.host?.lowercased()
      && url.path.trimmingCharacters(in: CharacterSet(charactersIn: "/")).isEmpty
  }
}
