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

  /// Has `session` send ``oauth``'s tokens, unless an `Authorization` field is sent already
  /// (a header item given on the command line): the token of an earlier run kept in
  /// ``keptTokenFolder`` while it lasts, else one asked for, renewed as it runs out on `clock`.
  func authorize<C: Clock>(_ session: inout SessionSettings, clock: C)
  where C.Duration == Duration {
    guard let oauth,
      !session.credentials.headers.keys.contains(where: { $0.lowercased() == "authorization" })
    else { return }
    session.authorize(oauth, keepingTokensIn: keptTokenFolder, clock: clock)
  }
}
