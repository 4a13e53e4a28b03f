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

  /// What follows the message of a server that asked for credentials (a `401`) with the
  /// authentication schemes `wanted` (from its `WWW-Authenticate`): to check what was `sent`
  /// (such as `a bearer token of -a`), whose `Authorization` has the scheme `sentScheme`
  /// (lowercased), and what the server wants when it is another scheme; or how to give some.
  func credentialsHint(sent: String?, sentScheme: String? = nil, wanted: [String] = []) -> String? {
    guard case .remote(let url) = self else { return nil }
    let wants = Self.wantedCredentials(wanted)
    var sent = sent
    var sentScheme = sentScheme
    if sent == nil, url.user(percentEncoded: false) != nil {
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

  /// The host named in a note after each write when it is JSONPlaceholder's, which answers
  /// writes but keeps none of them.
  var hostKeepingNoChanges: String? {
    guard case .remote(let url) = self, let host = url.host,
      host == NetworkClient.defaultBaseURL.host
    else { return nil }
    return host
  }
}
