import ArgumentParsing
import Foundation
import ServerSettingsKit
import TerminalKit

/// The credentials of `-a/--auth` and `-A/--auth-type` (or `$APP_AUTH` and `$APP_AUTH_TYPE`),
/// as httpie reads them: `-a USER:PASSWORD` for Basic, `-a TOKEN -A bearer` for a bearer token,
/// `-a TOKEN -A token` for Django REST framework's `Token` scheme; or the login of `~/.netrc`
/// with `--netrc`.
extension Authentication {
  /// The environment variable read as `-a` when it is not given.
  static let variable = "APP_AUTH"
  /// The environment variable read as `-A` when it is not given.
  static let kindVariable = "APP_AUTH_TYPE"

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
    if let given = try parsed.value(of: GlobalOptions.auth) {
      return Authentication(given, kind: kind ?? .basic, origin: "-a")
    }
    if let given = environment[variable], !given.isEmpty {
      return Authentication(given, kind: kind ?? .basic, origin: "$" + variable)
    }
    if parsed.isGiven(GlobalOptions.authType) {
      throw UsageError(
        "option '--\(GlobalOptions.authType.spec.name)' needs "
          + "'--\(GlobalOptions.auth.spec.name)' (or $\(variable))", command: command)
    }
    return nil
  }

  /// The login of `host` in `~/.netrc`, for `--netrc` (`Authentication.netrc(forHost:environment:)`).
  ///
  /// - Throws: ``UsageError`` naming `--netrc` when the file cannot be read or is not a
  ///   `.netrc` file.
  static func netrc(
    forHost host: String, environment: [String: String], command: String?
  ) throws(UsageError) -> Authentication? {
    let option = "'--\(GlobalOptions.netrc.spec.name)'"
    do throws(NetrcFailure) {
      return try netrc(forHost: host, environment: environment)
    } catch .noHome {
      throw UsageError("\(option) reads ~/.netrc, and $HOME is not set", command: command)
    } catch .unreadable(let path) {
      throw UsageError("cannot read '\(path)' for \(option)", command: command)
    } catch {
      throw UsageError(error.description, command: command)
    }
  }
}
