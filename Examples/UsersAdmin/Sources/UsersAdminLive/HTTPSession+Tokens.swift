import HTTPClient
import HTTPClientLive
import UsersAdmin

extension HTTPSession {
  /// This session, sending the tokens of the users API's OAuth client `clientID` with every
  /// request: the first had from `POST /oauth/token` before the first request, and each renewed
  /// there when it runs out on `clock`, or once for every request answered `401`, which is then
  /// sent again.
  ///
  /// ```swift
  /// guard let baseURL = URL(string: "http://127.0.0.1:8080") else { return }
  /// let users = ResourceClient.live(
  ///   UsersAdminResources.users,
  ///   session: HTTPSession(baseURL: baseURL, userAgent: "UsersAdmin/1.0")
  ///     .authorized(clientID: "reports", clientSecret: "s3cr3t", clock: ContinuousClock()))
  /// ```
  public func authorized<C: Clock>(clientID: String, clientSecret: String, clock: C)
    -> HTTPSession where C.Duration == Duration
  {
    var plain = self
    plain.hook = nil
    let tokens = plain
    var session = self
    session.hook = RefreshingCredentials(clock: clock) {
      try await tokens.send(
        UsersAdminResources.token(clientID: clientID, clientSecret: clientSecret)
      ).issued
    }
    return session
  }
}
