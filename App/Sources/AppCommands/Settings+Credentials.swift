import HTTPClient
import ServerSettingsKit
import TerminalKit

extension Settings {
  /// The names of the header fields whose values are secret, lowercased
  /// (`ServerSettings.allSecretHeaderNames`).
  var secretHeaderNames: Set<String> {
    server.allSecretHeaderNames
  }

  /// The header fields every request sends, with ``authentication`` and the header items of
  /// `items` (`ServerSettings.requestFields(authentication:adding:)`).
  func requestFields(adding items: RequestItems) -> (
    headers: [String: String], credentials: Credentials
  ) {
    server.requestFields(authentication: authentication, adding: items)
  }

  /// What follows the message of a server that refused the credentials (a `401`), given the
  /// schemes its `WWW-Authenticate` asks for: what was sent to check
  /// (`ServerSettings.sentCredentials(authentication:adding:)`), and what the server wants
  /// when that is something else; or how to give some.
  func credentialsHint(sending items: RequestItems = RequestItems()) -> CredentialsHint {
    let sent = server.sentCredentials(authentication: authentication, adding: items)
    let source = self.source
    let shown = sent.description?.sanitizedForTerminalLine
    return { schemes in
      source.credentialsHint(sent: shown, sentScheme: sent.scheme, wanted: schemes)
    }
  }
}

/// What follows the message of a `401`, given the authentication schemes the server asks for.
typealias CredentialsHint = @Sendable (_ schemes: [String]) -> String?
