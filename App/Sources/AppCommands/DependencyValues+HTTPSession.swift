import Dependencies
import Foundation
import HTTPClientLive

extension DependencyValues {
  /// The session that reads any path of the API, for `app get`: the same server, policy and
  /// cache as the client of the other commands.
  ///
  /// Live and test: a session to an address under the reserved `.invalid` domain, which no
  /// network resolves, so that a command must be given one (``CommandContext`` does).
  var httpSession: HTTPSession {
    get { self[HTTPSessionKey.self] }
    set { self[HTTPSessionKey.self] = newValue }
  }
}

private enum HTTPSessionKey: DependencyKey {
  static let liveValue: HTTPSession = HTTPSession(
    baseURL: URL(string: "https://http-session-not-set.invalid") ?? URL(fileURLWithPath: "/"),
    userAgent: AppVersion.userAgent)
  static let testValue: HTTPSession = liveValue
}
