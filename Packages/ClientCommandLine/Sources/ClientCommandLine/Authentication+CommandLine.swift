import ArgumentParsing
import Foundation
import ServerSettingsKit
import TerminalKit

/// The credentials of `-a/--auth` and `-A/--auth-type` (or `$APP_AUTH` and `$APP_AUTH_TYPE`),
/// as httpie reads them: `-a USER:PASSWORD` for Basic, `-a TOKEN -A bearer` for a bearer token,
/// `-a TOKEN -A token` for Django REST framework's `Token` scheme; or the login of `~/.netrc`
/// with `--netrc`.
extension Authentication {
  /// `-a` and `-A` of `parsed`, else their variables; `nil` when neither `-a` nor its variable
  /// is given.
  ///
  /// - Throws: `UsageError` for `-A` without `-a`, an empty `-a`, or a kind
  ///   that is neither `basic`, `bearer` nor `token`.
  public static func parse(
    _ parsed: ParsedArguments, options: ClientOptions, environment: [String: String]
  ) throws(UsageError) -> Authentication? {
    let command = parsed.command
    var kind = try parsed.value(of: options.authType)
    if kind == nil, let text = environment[options.authTypeVariable], !text.isEmpty {
      guard let named = Kind(rawValue: text) else {
        throw UsageError(
          "invalid value '\(text.sanitizedForTerminalLine)' in $\(options.authTypeVariable) "
            + "(expected \(options.authType.expectation))", command: command)
      }
      kind = named
    }
    if let given = try parsed.value(of: options.auth) {
      return Authentication(given, kind: kind ?? .basic, origin: "-a")
    }
    if let given = environment[options.authVariable], !given.isEmpty {
      return Authentication(given, kind: kind ?? .basic, origin: "$" + options.authVariable)
    }
    if parsed.isGiven(options.authType) {
      throw UsageError(
        "option '--\(options.authType.spec.name)' needs '--\(options.auth.spec.name)' "
          + "(or $\(options.authVariable))", command: command)
    }
    return nil
  }

  /// The login of `host` in `~/.netrc`, for `--netrc` (`netrc(forHost:environment:)`).
  ///
  /// - Throws: `UsageError` naming `--netrc` when the file cannot be read or
  ///   is not a `.netrc` file.
  static func netrc(
    forHost host: String, option: Flag, environment: [String: String], command: String?
  ) throws(UsageError) -> Authentication? {
    let option = "'--\(option.spec.name)'"
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
