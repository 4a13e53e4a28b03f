import Foundation
import HTTPClient
import ServerSettingsKit
import TerminalKit

extension ClientSettings {
  /// What follows the message of a server that refused the credentials (a `401`), given the
  /// authentication schemes its `WWW-Authenticate` asks for: what was sent, to check (the
  /// credentials, the server's settings and the header items of `items`), and what the server
  /// wants when that is another scheme; or how to give some. `nil` for the program's own
  /// server.
  public func credentialsHint(
    sending items: RequestItems = RequestItems()
  ) -> @Sendable (_ schemes: [String]) -> String? {
    var sent = server.sentCredentials(authentication: authentication, adding: items)
    if let oauth = oauth(besides: items) {
      let tokens =
        "the OAuth 2 tokens of \(ServerSettingsFile.name) (\(oauth.grant) of \(oauth.client))"
      sent.description = [sent.description, tokens].compactMap { $0 }.joined(separator: " and ")
      sent.scheme = "bearer"
    }
    let shown = sent.description?.sanitizedForTerminalLine
    return { [baseURL, sent] schemes in
      guard let baseURL else { return nil }
      return Self.credentialsHint(
        baseURL: baseURL, sent: shown, sentScheme: sent.scheme, wanted: schemes)
    }
  }

  /// The hint after a `401` from the server at `baseURL` that asks for the schemes `wanted`,
  /// when `sent` (such as `a bearer token of -a`) was sent with the `Authorization` scheme
  /// `sentScheme` (lowercased).
  static func credentialsHint(
    baseURL: URL, sent: String?, sentScheme: String?, wanted: [String]
  ) -> String? {
    let wants = wantedCredentials(wanted)
    var sent = sent
    var sentScheme = sentScheme
    if sent == nil, baseURL.user(percentEncoded: false) != nil {
      (sent, sentScheme) = ("the user and password in --base-url", "basic")
    }
    if let sent {
      let sentWanted = sentScheme.map { scheme in wanted.contains { $0.lowercased() == scheme } }
      guard let wants, sentWanted != true else { return "check \(sent)" }
      return "sent \(sent); \(wants)"
    }
    if let wants {
      return wants
    }
    return "give credentials: -a USER:PASSWORD, -A bearer -a TOKEN, or a header such as "
      + "X-API-Key:KEY"
  }

  /// What a server that asks for the authentication `schemes` wants, and how to give it:
  /// `this server wants a bearer token: -A bearer -a TOKEN`; `nil` when it names none.
  private static func wantedCredentials(_ schemes: [String]) -> String? {
    let lowercased = Set(schemes.map { $0.lowercased() })
    switch (lowercased.contains("bearer"), lowercased.contains("basic")) {
    case (true, true):
      return "this server takes a bearer token (-A bearer -a TOKEN) or a user and password "
        + "(-a USER:PASSWORD)"
    case (true, false):
      return "this server wants a bearer token: -A bearer -a TOKEN"
    case (false, true):
      return "this server wants a user and password: -a USER:PASSWORD"
    case (false, false):
      if lowercased.contains("token") {
        return "this server wants a Token: -A token -a TOKEN"
      }
      guard let first = schemes.first else { return nil }
      let named = String(first.prefix(40)).sanitizedForTerminalLine
      return "this server asks for \(named) credentials, which this program does not make; "
        + "give what it wants as a header, such as Authorization:'\(named) …'"
    }
  }
}
