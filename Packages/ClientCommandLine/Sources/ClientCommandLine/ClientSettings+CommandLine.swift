import ArgumentParsing
import Foundation
import HTTPClient
import ServerSettingsKit
import TerminalKit

extension ClientSettings {
  /// Reads `options` from `parsed`, with their variables from `environment` where the options
  /// are not given, and the server's settings (`ServerSettingsFile`) unless not
  /// `readsServerSettings` (a command that sends nothing to the server, whose settings' mistakes
  /// are not its own). With
  /// `ownServer`, the program answers itself: no API root, settings or `.netrc` are read. The
  /// password of `-a USER` is asked with `askPassword`, which shows its prompt and reads the
  /// answer unseen.
  ///
  /// - Throws: `UsageError` naming the option or variable with a value that
  ///   does not fit, or two options that cannot be used together; a mistake in the settings
  ///   file; `-a USER` with no password when none can be asked or none is typed.
  public init(
    parsing parsed: ParsedArguments, options: ClientOptions, environment: [String: String],
    ownServer: Bool = false, readsServerSettings: Bool = true,
    askPassword: (@Sendable (_ prompt: String) -> String?)? = nil
  ) throws(UsageError) {
    let command = parsed.command
    self.init(
      baseURL: ownServer
        ? nil : try Self.baseURL(parsed, options: options, environment: environment),
      timeout: try Self.timeout(parsed, options: options, environment: environment),
      retries: try parsed.value(of: options.retries) ?? Self.defaultRetries,
      maximumResponseSize: try parsed.value(of: options.maximumSize)
        ?? Self.defaultMaximumResponseSize,
      cache: try CacheSettings(parsing: parsed, options: options, environment: environment),
      certificateFile: try Self.certificateFile(parsed, options: options, environment: environment),
      isVerbose: parsed.isSet(options.verbose))
    if baseURL != nil {
      settingsPath = ServerSettingsFile.path(program: options.program, environment: environment)
    }
    if let baseURL, readsServerSettings {
      do throws(ServerSettingsFile.Problem) {
        server = try ServerSettingsFile.settings(
          for: baseURL, program: options.program, environment: environment)
      } catch {
        throw UsageError(error.description, command: command, showsUsage: false)
      }
    }
    authentication = try Authentication.parse(parsed, options: options, environment: environment)
    if authentication == nil, parsed.isSet(options.netrc),
      let host = baseURL?.host(percentEncoded: false)
    {
      authentication = try Authentication.netrc(
        forHost: host, option: options.netrc, environment: environment, command: command)
    }
    use(server)
    try askPasswordIfNeeded(options: options, command: command, askPassword: askPassword)
  }

  /// Takes `server`'s settings as those of the server, and its credentials when no others were
  /// given.
  public mutating func use(_ server: ServerSettings) {
    self.server = server
    if authentication == nil {
      authentication = server.authentication
    }
  }

  /// Asks for the password of a user `-a` (or its variable) gives alone.
  ///
  /// - Throws: `UsageError` when none is typed, or none can be asked.
  private mutating func askPasswordIfNeeded(
    options: ClientOptions, command: String?,
    askPassword: (@Sendable (_ prompt: String) -> String?)?
  ) throws(UsageError) {
    if let given = authentication, given.credentials == nil,
      given.origin == "-a" || given.origin == "$" + options.authVariable, let askPassword
    {
      let user = given.user.sanitizedForTerminalLine
      guard let typed = askPassword("Password for '\(user)': ") else {
        throw UsageError(
          "no password was typed for the user '\(user)' of \(given.origin)", command: command,
          showsUsage: false)
      }
      authentication?.secret = typed
    }
    if let authentication, authentication.credentials == nil {
      let user = authentication.user.sanitizedForTerminalLine
      throw UsageError(
        authentication.origin == "-a"
          ? "'--\(options.auth.spec.name)' gives the user '\(user)' but no password: give "
            + "USER:PASSWORD"
          : "\(authentication.origin) gives the user '\(user)' but no password",
        command: command)
    }
  }

  /// How much of a certificate file is searched for a certificate: far more than a bundle of
  /// every authority holds.
  static let certificateFileLimit = 16 << 20

  /// `--cacert`, else `$SSL_CERT_FILE` when set and not empty, else none; a file that cannot be
  /// read or holds no PEM certificate in its first ``certificateFileLimit`` bytes is a usage
  /// error naming it.
  private static func certificateFile(
    _ parsed: ParsedArguments, options: ClientOptions, environment: [String: String]
  ) throws(UsageError) -> String? {
    let origin: String
    let path: String
    let variable = ClientOptions.certificateFileVariable
    if let given = try parsed.value(of: options.certificateFile) {
      (origin, path) = ("'--\(options.certificateFile.spec.name)'", given)
    } else if let given = environment[variable], !given.isEmpty {
      (origin, path) = ("$\(variable)", given)
    } else {
      return nil
    }
    let holdsACertificate: Bool
    do {
      holdsACertificate = try FileContents.holds(
        Array("-----BEGIN CERTIFICATE-----".utf8), inFirst: certificateFileLimit, of: path)
    } catch {
      throw UsageError(
        "cannot read the certificate file '\(path)' given in \(origin)", command: parsed.command)
    }
    guard holdsACertificate else {
      throw UsageError(
        "the certificate file '\(path)' given in \(origin) holds no PEM certificate",
        command: parsed.command)
    }
    return path
  }

  /// `--timeout`, else its variable when set and not empty, else the default; more than zero.
  private static func timeout(
    _ parsed: ParsedArguments, options: ClientOptions, environment: [String: String]
  ) throws(UsageError) -> Duration {
    if let timeout = try parsed.value(of: options.timeout) {
      guard timeout > .zero else {
        throw UsageError(
          "'--\(options.timeout.spec.name)' must be more than zero", command: parsed.command)
      }
      return timeout
    }
    let variable = options.timeoutVariable
    guard let text = environment[variable], !text.isEmpty else {
      return defaultTimeout
    }
    let timeout: Duration
    do {
      timeout = try options.timeout.value(from: text, command: parsed.command)
    } catch {
      throw UsageError(
        "invalid value '\(text)' in $\(variable) (expected \(options.timeout.expectation))",
        command: parsed.command)
    }
    guard timeout > .zero else {
      throw UsageError("$\(variable) must be more than zero", command: parsed.command)
    }
    return timeout
  }

  /// `--base-url`, else its variable when set and not empty, else the default API root; a
  /// text that is no API root (`APIRoot.url(parsing:)`) is a usage error
  /// that shows it without any password.
  private static func baseURL(
    _ parsed: ParsedArguments, options: ClientOptions, environment: [String: String]
  ) throws(UsageError) -> URL {
    let origin: String
    let text: String
    if let given = try parsed.value(of: options.baseURL) {
      (origin, text) = ("'--\(options.baseURL.spec.name)'", given)
    } else if let given = environment[options.baseURLVariable], !given.isEmpty {
      (origin, text) = ("$\(options.baseURLVariable)", given)
    } else {
      return options.defaultBaseURL
    }
    do throws(APIRoot.Problem) {
      return try APIRoot.url(parsing: text)
    } catch .invalidPort(let port) {
      throw UsageError(
        "invalid port '\(port)' in base URL '\(text.withoutURLPassword)' from \(origin) "
          + "(expected 1 to 65535)", command: parsed.command)
    } catch {
      throw UsageError(
        "invalid base URL '\(text.withoutURLPassword)' from \(origin) "
          + "(expected http:// or https:// and a host)", command: parsed.command)
    }
  }
}
