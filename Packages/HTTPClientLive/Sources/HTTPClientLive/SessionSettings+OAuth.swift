import Foundation
import HTTPClient

extension SessionSettings {
  /// Has every request send a token of `authorization`: had from its token endpoint before
  /// the first request, and had again there when it runs out on `clock` or a request is
  /// answered `401` (see `RefreshingCredentials`), by the refresh token the last one came
  /// with when there is one, else by the grant. Each token is kept in `folder`, when given,
  /// until it runs out, so that the next run does not ask again; offline, none is asked for.
  ///
  /// The token's requests are sent as these settings say now (the user agent, the timeout,
  /// what sends them), without the header fields, parameters, credentials and stored answers
  /// of the API's requests. The answers of every token of `authorization` are stored as one
  /// holder's (`OAuthAuthorization/holder`): a new token reads what the one before stored.
  ///
  /// ```swift
  /// guard let api = URL(string: "https://api.example.com"),
  ///   let tokenURL = URL(string: "https://auth.example.com/oauth/token")
  /// else { return }
  /// var settings = SessionSettings(baseURL: api, userAgent: "Shelf/1.0")
  /// settings.authorize(
  ///   OAuthAuthorization(
  ///     tokenURL: tokenURL, grant: .clientCredentials,
  ///     client: OAuthClient(id: "shelf", secret: "s3cr3t", authentication: .body),
  ///     isAuthenticationStated: true),
  ///   keepingTokensIn: nil, clock: ContinuousClock())
  /// ```
  public mutating func authorize<C: Clock>(
    _ authorization: OAuthAuthorization, keepingTokensIn folder: URL?, clock: C
  ) where C.Duration == Duration {
    var endpoint = self
    endpoint.baseURL = authorization.tokenURL
    endpoint.storage = .none
    endpoint.headers = [:]
    endpoint.credentials = .none
    endpoint.queryItems = []
    endpoint.hook = nil
    endpoint.tokenHook = nil
    let session = endpoint.session(clock: clock)
    let tokens = OAuthTokens(
      authorization, keptIn: folder, isOffline: cachePolicy.isOffline
    ) { request in
      try await session.send(request)
    }
    tokenHook = RefreshingCredentials(clock: clock) { try await tokens.issue() }
  }
}
