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
  /// them, or to check the ones `sent` names (such as `a bearer token`).
  func credentialsHint(sent: String?) -> String? {
    guard case .remote(let url) = self else { return nil }
    if let sent {
      return "check \(sent)"
    }
    if url.user(percentEncoded: false) != nil {
      return "check the user and password in --base-url"
    }
    return "give credentials: -a USER:PASSWORD, -A bearer -a TOKEN, or a header such as "
      + "X-API-Key:KEY"
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
