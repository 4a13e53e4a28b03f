import Foundation
import NetworkClient

extension DataSource {
  /// What follows the message of a server that could not be reached: the sample API, when the
  /// data comes from a server.
  var unreachableHint: String? {
    switch self {
    case .remote: "try --sample to use the built-in sample API"
    case .sample: nil
    }
  }

  /// What follows the message of a server that asked for credentials (a `401`): where to give
  /// them, or to check the ones given.
  var credentialsHint: String? {
    guard case .remote(let url) = self else { return nil }
    return url.user(percentEncoded: false).map { _ in "check the user and password in --base-url" }
      ?? "give a user and a password in --base-url, such as http://USER:PASSWORD@HOST"
  }

  /// The host named in a note after each write when it is JSONPlaceholder's, which answers
  /// writes but keeps none of them.
  var hostKeepingNoChanges: String? {
    guard case .remote(let url) = self, let host = url.host,
      host == NetworkClient.defaultBaseURL.host
    else { return nil }
    return host
  }
}
