import Foundation
import HTTPClient
import Synchronization

extension SessionSettings {
  /// Has every request send a token of `authorization`: had from its token endpoint before
  /// the first request, and had again there when it runs out on `clock` or a request is
  /// answered `401` (see `RefreshingCredentials`), by the refresh token the last one came
  /// with when there is one, else by the grant. Each token is kept in `folder`, when given,
  /// until it runs out, so that the next run does not ask again; offline, none is asked for.
  ///
  /// The token's requests are sent as these settings say when the session is made (the user
  /// agent, the timeout, what sends them, who is told of each request and each try again),
  /// without the header fields, parameters, credentials and stored answers of the API's
  /// requests. The answers of every token of `authorization` are stored as one holder's
  /// (`OAuthAuthorization/holder`): a new token reads what the one before stored. Every
  /// session these settings and their copies make shares the tokens.
  ///
  /// ```swift
  /// guard let api = URL(string: "https://api.example.com") else { return }
  /// guard let tokenURL = URL(string: "https://auth.example.com/oauth/token") else { return }
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
    tokenSource = TokenSource(authorization: authorization, folder: folder, clock: clock)
  }

  /// The hook that sends the tokens of ``authorize(_:keepingTokensIn:clock:)``'s
  /// authorization, made once, with these settings, for every session that shares it.
  var tokenHook: RefreshingCredentials? {
    tokenSource?.hook(madeWith: self)
  }
}

/// What ``SessionSettings/authorize(_:keepingTokensIn:clock:)`` asked for, and the one hook
/// made of it: shared by the settings' copies, so that they share the tokens.
final class TokenSource: Sendable {
  private let authorization: OAuthAuthorization
  private let folder: URL?
  private let makeHook:
    @Sendable (_ issue: @escaping @Sendable () async throws -> RefreshingCredentials.Issued)
      -> RefreshingCredentials
  /// What the token requests' waits (a rate limit's reset) are timed on.
  private let clock: any Clock<Duration>
  private let made = Mutex<RefreshingCredentials?>(nil)

  init<C: Clock>(authorization: OAuthAuthorization, folder: URL?, clock: C)
  where C.Duration == Duration {
    self.authorization = authorization
    self.folder = folder
    self.clock = clock
    makeHook = { RefreshingCredentials(clock: clock, issue: $0) }
  }

  /// The hook, made the first time with `settings`: its token requests sent to the token
  /// endpoint as they say, told to their observers.
  func hook(madeWith settings: SessionSettings) -> RefreshingCredentials {
    made.withLock { made in
      if let made { return made }
      var endpoint = settings
      endpoint.baseURL = authorization.tokenURL
      endpoint.storage = .none
      endpoint.headers = [:]
      endpoint.credentials = .none
      endpoint.queryItems = []
      endpoint.hook = nil
      endpoint.tokenSource = nil
      let session = endpoint.session(clock: clock)
      let (traffic, retries) = (settings.trafficObserver, settings.retryObserver)
      // A renewal runs in a task of its own: the observers of the requests that wait for it
      // are told of it all the same.
      let tokens = OAuthTokens(
        authorization, keptIn: folder, isOffline: settings.cachePolicy.isOffline
      ) { request in
        try await TrafficObserver.$current.withValue(traffic ?? TrafficObserver.current) {
          try await RetryObserver.$current.withValue(retries ?? RetryObserver.current) {
            try await session.send(request)
          }
        }
      }
      let hook = makeHook { try await tokens.issue() }
      made = hook
      return hook
    }
  }
}
