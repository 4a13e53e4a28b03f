import Foundation
import HTTPClient
import NetworkClient
import TerminalKit

extension DataSource {
  /// What follows the message of a server that could not be reached: the sample API, when the
  /// data comes from a server.
  var unreachableHint: String? {
    switch self {
    case .remote: "try --sample to use the built-in sample API"
    case .sample: nil
    }
  }

  /// The host named in a note after each write when it is JSONPlaceholder's, which answers
  /// writes but keeps none of them.
  var hostKeepingNoChanges: String? {
    guard case .remote(let url) = self else { return nil }
    return NetworkClient.hostKeepingNoChanges(of: url)
  }
}
