import Foundation
import HTTPClient
import HTTPClientLive
import ServerSettingsKit

extension ClientSettings {
  /// The OAuth 2 authorization whose tokens the requests send: the server's `oauth`, unless
  /// credentials were given otherwise (`-a`, `--netrc`, `auth`); `nil` for none.
  public var oauth: OAuthAuthorization? {
    guard authentication == nil, let baseURL, let settings = server.oauth else { return nil }
    return settings.authorization(below: baseURL)
  }

  /// The folder an OAuth 2 token is kept in until it runs out, when the server's `oauth` says
  /// `keepToken`: `tokens`, beside the settings file; `nil` when the token is kept for the
  /// command alone.
  public var keptTokenFolder: URL? {
    guard server.oauth?.keepsToken == true, let settingsPath else { return nil }
    return URL(fileURLWithPath: settingsPath).deletingLastPathComponent()
      .appendingPathComponent("tokens", isDirectory: true)
  }

  /// ``oauth``, unless `items` send an `Authorization` field of their own (a header item given
  /// on the command line), which is sent in place of the tokens.
  func oauth(besides items: RequestItems) -> OAuthAuthorization? {
    guard let oauth else { return nil }
    let fields = server.requestFields(authentication: authentication, adding: items)
    let given = fields.headers.merging(fields.credentials.headers) { $1 }
    return given.keys.contains { $0.lowercased() == "authorization" } ? nil : oauth
  }

  /// Has `session` send the tokens of ``oauth(besides:)`` with `items`: the token of an
  /// earlier run kept in ``keptTokenFolder`` while it lasts, else one asked for, renewed as it
  /// runs out on `clock`.
  func authorize<C: Clock>(_ session: inout SessionSettings, sending items: RequestItems, clock: C)
  where C.Duration == Duration {
    guard let oauth = oauth(besides: items) else { return }
    session.authorize(oauth, keepingTokensIn: keptTokenFolder, clock: clock)
  }
}
