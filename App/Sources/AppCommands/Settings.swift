import ArgumentParsing
import Foundation
import HTTPClient
import NetworkClient
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// Where the data comes from and how it is shown: what the global options say.
public struct Settings: Sendable, Hashable {
  public var source: DataSource
  /// How the result is printed (`--json`, `--color`, `--no-pager`).
  public var output: OneShotOutput
  /// The overall deadline for the command's network work (`--timeout`, `$APP_TIMEOUT`).
  public var timeout: Duration
  /// How many more times a read is tried after a transient failure (`--retries`).
  public var retries: Int
  /// The largest response accepted, in bytes (`--max-size`).
  public var maximumResponseSize: Int
  /// How stored answers are used (`--max-age`, `--refresh`, `--offline`, `--no-cache`).
  public var cache: CacheSettings
  /// The PEM file of certificate authorities trusted instead of the system's bundle
  /// (`--cacert`, `$SSL_CERT_FILE`), or `nil` for the bundle.
  public var certificateFile: String?
  /// Whether each request tried again is said on standard error (`--verbose`).
  public var isVerbose: Bool
  /// The credentials of `-a` and `-A` (`$APP_AUTH`, `$APP_AUTH_TYPE`), else of `--netrc`, else
  /// of the server's settings, sent with every request; `nil` when none is given.
  var authentication: Authentication?
  /// What `servers.json` says of the server.
  var server = ServerSettings()

  /// The deadline when neither `--timeout` nor `$APP_TIMEOUT` is given.
  public static let defaultTimeout = Duration.seconds(30)
  /// The extra tries when `--retries` is not given.
  public static let defaultRetries = 2
  /// The largest response accepted when `--max-size` is not given: 16 MiB.
  public static let defaultMaximumResponseSize = 16 << 20

  public init(
    source: DataSource,
    output: OneShotOutput = OneShotOutput(),
    timeout: Duration = defaultTimeout,
    retries: Int = defaultRetries,
    maximumResponseSize: Int = defaultMaximumResponseSize,
    cache: CacheSettings = CacheSettings(),
    certificateFile: String? = nil,
    isVerbose: Bool = false
  ) {
    self.authentication = nil
    self.source = source
    self.output = output
    self.timeout = timeout
    self.retries = retries
    self.maximumResponseSize = maximumResponseSize
    self.cache = cache
    self.certificateFile = certificateFile
    self.isVerbose = isVerbose
  }
}

/// The API the data comes from.
public enum DataSource: Sendable, Hashable {
  /// A JSONPlaceholder-compatible server at this root.
  case remote(URL)
  /// The built-in sample API, answering each request after `latency`.
  case sample(latency: Duration)
}

extension Settings {
  /// Reads the global options of `parsed`, with `$APP_BASE_URL`, `$APP_TIMEOUT`,
  /// `$APP_MAX_AGE` and `$APP_NO_CACHE` from `environment` where the options are not given, and
  /// the server's settings (``ServerSettingsFile``). The password of `-a USER` is asked with
  /// `askPassword`, which shows its prompt and reads the answer unseen.
  ///
  /// - Throws: ``UsageError`` naming the option or variable with a value that does not fit, or
  ///   two options that cannot be used together; a mistake in the settings file; `-a USER` with
  ///   no password when none can be asked or none is typed.
  public init(
    parsing parsed: ParsedArguments, environment: [String: String],
    askPassword: (@Sendable (_ prompt: String) -> String?)? = nil
  ) throws(UsageError) {
    let command = parsed.command
    let source: DataSource
    if parsed.isSet(GlobalOptions.sample) {
      if parsed.isGiven(GlobalOptions.baseURL) {
        throw UsageError(
          "options '--\(GlobalOptions.baseURL.spec.name)' and '--\(GlobalOptions.sample.spec.name)' "
            + "cannot be used together", command: command)
      }
      source = .sample(latency: try parsed.value(of: GlobalOptions.latency) ?? .zero)
    } else {
      if parsed.isGiven(GlobalOptions.latency) {
        throw UsageError(
          "option '--\(GlobalOptions.latency.spec.name)' only applies with "
            + "'--\(GlobalOptions.sample.spec.name)'", command: command)
      }
      source = .remote(try Self.baseURL(parsed, environment: environment))
    }
    self.init(
      source: source,
      output: OneShotOutput(
        format: parsed.isSet(GlobalOptions.json) ? .json : .view,
        color: try parsed.value(of: GlobalOptions.color) ?? .auto,
        usesPager: !parsed.isSet(GlobalOptions.noPager)),
      timeout: try Self.timeout(parsed, environment: environment),
      retries: try parsed.value(of: GlobalOptions.retries) ?? Self.defaultRetries,
      maximumResponseSize: try parsed.value(of: GlobalOptions.maximumSize)
        ?? Self.defaultMaximumResponseSize,
      cache: try CacheSettings(parsing: parsed, environment: environment),
      certificateFile: try Self.certificateFile(parsed, environment: environment),
      isVerbose: parsed.isSet(GlobalOptions.verbose))
    if case .remote(let url) = source {
      do throws(ServerSettingsFile.Problem) {
        server = try ServerSettingsFile.settings(
          for: url, program: AppVersion.programName, environment: environment)
      } catch {
        throw UsageError(error.description, command: command, showsUsage: false)
      }
    }
    authentication = try Authentication.parse(parsed, environment: environment)
    if authentication == nil, parsed.isSet(GlobalOptions.netrc), case .remote(let url) = source,
      let host = url.host(percentEncoded: false)
    {
      authentication = try Authentication.netrc(
        forHost: host, environment: environment, command: command)
    }
    if authentication == nil {
      authentication = server.authentication
    }
    if let given = authentication, given.credentials == nil,
      given.origin == "-a" || given.origin == "$" + Authentication.variable, let askPassword
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
          ? "'--\(GlobalOptions.auth.spec.name)' gives the user '\(user)' but no password: give "
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
    _ parsed: ParsedArguments, environment: [String: String]
  ) throws(UsageError) -> String? {
    let origin: String
    let path: String
    if let given = try parsed.value(of: GlobalOptions.certificateFile) {
      (origin, path) = ("'--\(GlobalOptions.certificateFile.spec.name)'", given)
    } else if let given = environment[GlobalOptions.certificateFileVariable], !given.isEmpty {
      (origin, path) = ("$\(GlobalOptions.certificateFileVariable)", given)
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

  /// `--timeout`, else `$APP_TIMEOUT` when set and not empty, else the default; more than
  /// zero.
  private static func timeout(
    _ parsed: ParsedArguments, environment: [String: String]
  ) throws(UsageError) -> Duration {
    if let timeout = try parsed.value(of: GlobalOptions.timeout) {
      guard timeout > .zero else {
        throw UsageError("'--timeout' must be more than zero", command: parsed.command)
      }
      return timeout
    }
    guard let text = environment[GlobalOptions.timeoutVariable], !text.isEmpty else {
      return defaultTimeout
    }
    let timeout: Duration
    do {
      timeout = try GlobalOptions.timeout.value(from: text, command: parsed.command)
    } catch {
      throw UsageError(
        "invalid value '\(text)' in $\(GlobalOptions.timeoutVariable) "
          + "(expected \(GlobalOptions.timeout.expectation))", command: parsed.command)
    }
    guard timeout > .zero else {
      throw UsageError(
        "$\(GlobalOptions.timeoutVariable) must be more than zero", command: parsed.command)
    }
    return timeout
  }

  /// `--base-url`, else `$APP_BASE_URL` when set and not empty, else the default API root; a
  /// text that is no API root (`APIRoot.url(parsing:)`) is a usage error that shows it without
  /// any password.
  private static func baseURL(
    _ parsed: ParsedArguments, environment: [String: String]
  ) throws(UsageError) -> URL {
    let origin: String
    let text: String
    if let given = try parsed.value(of: GlobalOptions.baseURL) {
      (origin, text) = ("'--\(GlobalOptions.baseURL.spec.name)'", given)
    } else if let given = environment[GlobalOptions.baseURLVariable], !given.isEmpty {
      (origin, text) = ("$\(GlobalOptions.baseURLVariable)", given)
    } else {
      return NetworkClient.defaultBaseURL
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
