import ArgumentParsing
import Foundation
import HTTPClient
import ServerSettingsKit

/// The options of a client of a REST API that say which server it talks to, with which
/// credentials, how long it waits and what it keeps; each declared once, with the environment
/// variables that stand in for them, named after the program (`APP_BASE_URL` for `app`).
public struct ClientOptions: Sendable {
  /// The program's name: its folder of settings (`~/.config/NAME/servers.json`) and the first
  /// word of a command line shown back (``shownCommandLine(_:adding:secretHeaders:)``).
  public let program: String
  /// The API root when neither `--base-url` nor its variable is given.
  public let defaultBaseURL: URL

  /// Sets the API root when `--base-url` is not given: `APP_BASE_URL`.
  public let baseURLVariable: String
  /// Sets the deadline when `--timeout` is not given: `APP_TIMEOUT`.
  public let timeoutVariable: String
  /// Sets the age accepted without asking when `--max-age` is not given: `APP_MAX_AGE`.
  public let maximumAgeVariable: String
  /// Turns the cache off, like `--no-cache`, when `1`: `APP_NO_CACHE`.
  public let noCacheVariable: String
  /// Read as `-a` when it is not given: `APP_AUTH`.
  public let authVariable: String
  /// Read as `-A` when it is not given: `APP_AUTH_TYPE`.
  public let authTypeVariable: String
  /// Names the certificate file when `--cacert` is not given, as curl and OpenSSL read it.
  public static let certificateFileVariable = "SSL_CERT_FILE"

  /// `--base-url URL`
  public let baseURL: Option<String>
  /// `-a`, `--auth USER[:PASSWORD]`, or `TOKEN` with `-A bearer`
  public let auth: Option<String>
  /// `-A`, `--auth-type basic|bearer|token`
  public let authType: Option<Authentication.Kind>
  public let netrc: Flag
  /// `--timeout DURATION`
  public let timeout: Option<Duration>
  /// `--retries N`
  public let retries: Option<Int>
  /// `--max-size SIZE`
  public let maximumSize: Option<Int>
  /// `--cacert FILE`
  public let certificateFile: Option<String>
  /// `--max-age DURATION`
  public let maximumAge: Option<Duration>
  public let refresh: Flag
  public let offline: Flag
  public let noCache: Flag
  public let verbose: Flag

  /// The options of `program`, whose variables begin with `environmentPrefix` and an
  /// underscore, talking to `defaultBaseURL` unless told otherwise.
  public init(program: String, environmentPrefix: String, defaultBaseURL: URL) {
    self.program = program
    self.defaultBaseURL = defaultBaseURL
    baseURLVariable = environmentPrefix + "_BASE_URL"
    timeoutVariable = environmentPrefix + "_TIMEOUT"
    maximumAgeVariable = environmentPrefix + "_MAX_AGE"
    noCacheVariable = environmentPrefix + "_NO_CACHE"
    authVariable = environmentPrefix + "_AUTH"
    authTypeVariable = environmentPrefix + "_AUTH_TYPE"
    baseURL = Option(
      "base-url", valueName: "URL",
      summary: "Root of the API to talk to (also $\(baseURLVariable))",
      defaultDescription: defaultBaseURL.absoluteString)
    auth = Option(
      "auth", short: "a", valueName: "USER[:PASS]",
      summary: "Send credentials: USER:PASSWORD, or TOKEN with -A bearer (also $\(authVariable))",
      expecting: "USER:PASSWORD or a token"
    ) { $0.isEmpty ? nil : $0 }
    authType = Option(
      "auth-type", short: "A", valueName: "TYPE",
      summary: "How -a is sent: \(Authentication.Kind.listed) (also $\(authTypeVariable))",
      defaultDescription: Authentication.Kind.basic.rawValue,
      allowedValues: Authentication.Kind.allCases.map(\.rawValue),
      expecting: Authentication.Kind.listed
    ) { Authentication.Kind(rawValue: $0) }
    netrc = Flag(
      "netrc", summary: "Send the login and password ~/.netrc gives for the server, as curl does")
    timeout = Option(
      "timeout", valueName: "DURATION",
      summary: "Give up on the network after this long, e.g. 10 or 10s (also $\(timeoutVariable))",
      defaultDescription: "30s", expecting: "a duration such as 30, 30s or 1.5s"
    ) { Duration(timeoutArgument: $0) }
    retries = Option(
      "retries", valueName: "N",
      summary: "Try a read N more times after a transient failure; 0 turns retries off",
      defaultDescription: "2", expecting: "a whole number such as 0 or 3"
    ) { text in text.allSatisfy { $0.isASCII && $0.isWholeNumber } ? Int(text) : nil }
    maximumSize = Option(
      "max-size", valueName: "SIZE",
      summary: "Refuse responses larger than SIZE bytes; units k, M, G (or KiB, MiB, GiB)",
      defaultDescription: "16MiB", expecting: "a size such as 500k, 16M or 1G"
    ) { Int(byteCountArgument: $0) }
    certificateFile = Option(
      "cacert", valueName: "FILE",
      summary: "Trust the certificate authorities in this PEM file instead of the system's "
        + "bundle (also $\(Self.certificateFileVariable))",
      expecting: "a PEM file of certificates"
    ) { $0.isEmpty ? nil : $0 }
    maximumAge = Option(
      "max-age", valueName: "DURATION",
      summary: "Use stored data up to this age without asking the server, e.g. 10m or 1h "
        + "(also $\(maximumAgeVariable))",
      expecting: "an age such as 90, 90s, 10m, 1h or 2d, at most 3650d"
    ) { Duration(ageArgument: $0) }
    refresh = Flag("refresh", summary: "Ask the server again for everything the command reads")
    offline = Flag(
      "offline", summary: "Never use the network: show stored data, or fail if there is none")
    noCache = Flag(
      "no-cache", summary: "Neither use nor keep stored data (also $\(noCacheVariable)=1)")
    verbose = Flag(
      "verbose",
      summary: "Say on standard error each request tried again (why, and with which "
        + "Idempotency-Key), and a field of create or edit given twice")
  }

  /// The options, in the order help lists them.
  public var specs: [OptionSpec] {
    [
      baseURL.spec, auth.spec, authType.spec, netrc.spec, timeout.spec, retries.spec,
      maximumSize.spec, certificateFile.spec, maximumAge.spec, refresh.spec, offline.spec,
      noCache.spec, verbose.spec,
    ]
  }

  /// The variables these options read, each with what it does, for help.
  public var environmentVariables: [(name: String, summary: String)] {
    [
      (baseURLVariable, "The API root when --base-url is not given"),
      (timeoutVariable, "The deadline when --timeout is not given"),
      (
        maximumAgeVariable,
        "The age of stored data used without asking, when --max-age is not given"
      ),
      (noCacheVariable, "When 1 (or true, yes), neither use nor keep stored data, as --no-cache"),
      (authVariable, "The credentials when -a is not given"),
      (authTypeVariable, "How they are sent when -A is not given: \(Authentication.Kind.listed)"),
    ]
  }
}
