import ArgumentParsing
import Foundation
import NetworkClient
import TerminalKit

/// The credentials of `-a/--auth` and `-A/--auth-type` (or `$APP_AUTH` and `$APP_AUTH_TYPE`),
/// as httpie reads them: `-a USER:PASSWORD` for Basic, `-a TOKEN -A bearer` for a bearer token,
/// `-a TOKEN -A token` for Django REST framework's `Token` scheme; or the login of `~/.netrc`
/// with `--netrc`.
///
/// The secret is never shown: ``description`` names the kind and the user alone.
struct Authentication: Sendable, Hashable, CustomStringConvertible {
  /// How `-a`'s value is sent (`-A`).
  enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `Authorization: Basic …` of `USER:PASSWORD`.
    case basic
    /// `Authorization: Bearer TOKEN`.
    case bearer
    /// `Authorization: Token TOKEN`, Django REST framework's `TokenAuthentication`.
    case token

    /// The kinds, as a message lists them: `basic, bearer or token`.
    static let listed = allCases.map(\.rawValue).listedWithOr
  }

  var kind: Kind
  /// The user of Basic; empty for a token.
  var user: String
  /// The password of Basic, or the token; `nil` when `-a USER` gave none.
  var secret: String?
  /// Where the credentials were given, as a message names it: `-a`, `$APP_AUTH`, `~/.netrc` or
  /// `servers.json`.
  var origin = "-a"

  /// The environment variable read as `-a` when it is not given.
  static let variable = "APP_AUTH"
  /// The environment variable read as `-A` when it is not given.
  static let kindVariable = "APP_AUTH_TYPE"

  /// `-a`'s value read as `kind` says: for Basic, the user before the first colon and the
  /// password after it (none without a colon); for a token, the whole value.
  init(_ value: String, kind: Kind) {
    self.kind = kind
    switch kind {
    case .bearer, .token:
      (user, secret) = ("", value)
    case .basic:
      if let colon = value.firstIndex(of: ":") {
        (user, secret) = (String(value[..<colon]), String(value[value.index(after: colon)...]))
      } else {
        (user, secret) = (value, nil)
      }
    }
  }

  /// The header fields sent, once the password is known.
  var credentials: Credentials? {
    guard let secret else { return nil }
    return switch kind {
    case .basic: .basic(user: user, password: secret)
    case .bearer: .bearer(secret)
    case .token: .apiKey("Token \(secret)", header: "Authorization")
    }
  }

  /// `Basic credentials of the user 'ada'` or `a bearer token`: what was sent, never the
  /// secret.
  var description: String {
    switch kind {
    case .basic: "Basic credentials of the user '\(user.sanitizedForTerminalLine)'"
    case .bearer: "a bearer token"
    case .token: "a Token"
    }
  }

  /// `-a` and `-A` of `parsed`, else `$APP_AUTH` and `$APP_AUTH_TYPE`; `nil` when neither
  /// `-a` nor `$APP_AUTH` is given.
  ///
  /// - Throws: ``UsageError`` for `-A` without `-a`, an empty `-a`, or a kind that is neither
  ///   `basic`, `bearer` nor `token`.
  static func parse(_ parsed: ParsedArguments, environment: [String: String])
    throws(UsageError) -> Authentication?
  {
    let command = parsed.command
    var kind = try parsed.value(of: GlobalOptions.authType)
    if kind == nil, let text = environment[kindVariable], !text.isEmpty {
      guard let named = Kind(rawValue: text) else {
        throw UsageError(
          "invalid value '\(text.sanitizedForTerminalLine)' in $\(kindVariable) "
            + "(expected \(GlobalOptions.authType.expectation))", command: command)
      }
      kind = named
    }
    let value: String
    var origin = "-a"
    if let given = try parsed.value(of: GlobalOptions.auth) {
      value = given
    } else if let given = environment[variable], !given.isEmpty {
      (value, origin) = (given, "$" + variable)
    } else {
      if parsed.isGiven(GlobalOptions.authType) {
        throw UsageError(
          "option '--\(GlobalOptions.authType.spec.name)' needs "
            + "'--\(GlobalOptions.auth.spec.name)' (or $\(variable))", command: command)
      }
      return nil
    }
    var authentication = Authentication(value, kind: kind ?? .basic)
    authentication.origin = origin
    return authentication
  }

  /// The login and password of `host` (else the `default` entry) in `~/.netrc`, for `--netrc`;
  /// `nil` when the file has neither.
  ///
  /// - Throws: ``UsageError`` when `$HOME` is not set, the file cannot be read, or it is not a
  ///   `.netrc` file (naming the line).
  static func netrc(
    forHost host: String, environment: [String: String], command: String?
  ) throws(UsageError) -> Authentication? {
    let option = "'--\(GlobalOptions.netrc.spec.name)'"
    guard let home = environment["HOME"], home.hasPrefix("/") else {
      throw UsageError("\(option) reads ~/.netrc, and $HOME is not set", command: command)
    }
    let path = URL(fileURLWithPath: home).appendingPathComponent(".netrc").path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("cannot read '\(path)' for \(option)", command: command)
    }
    let file: Netrc
    do throws(Netrc.SyntaxError) {
      file = try Netrc(parsing: String(decoding: data, as: UTF8.self))
    } catch {
      throw UsageError("'\(path)' is not a .netrc file: \(error)", command: command)
    }
    // An IPv6 host is looked up without its brackets, as curl looks it up.
    let bare =
      host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    guard let entry = file.entry(forHost: bare), let login = entry.login else { return nil }
    var authentication = Authentication(login, kind: .basic)
    authentication.secret = entry.password
    authentication.origin = "~/.netrc"
    return authentication
  }
}
