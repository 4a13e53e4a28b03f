import ArgumentParsing
import Foundation
import HTTPClient
import NetworkClient
import ServerSettingsKit
import TerminalKit

/// The options every command accepts, each declared once, and the ``Settings`` they make.
enum GlobalOptions {
  /// The environment variable that sets the API root when `--base-url` is not given.
  static let baseURLVariable = "APP_BASE_URL"

  /// The environment variable that sets the deadline when `--timeout` is not given.
  static let timeoutVariable = "APP_TIMEOUT"

  /// The environment variable that sets the age accepted without asking when `--max-age` is
  /// not given.
  static let maximumAgeVariable = "APP_MAX_AGE"

  /// The environment variable that turns the cache off, like `--no-cache`, when set to `1`.
  static let noCacheVariable = "APP_NO_CACHE"

  /// The environment variable that names the certificate file when `--cacert` is not given.
  static let certificateFileVariable = "SSL_CERT_FILE"

  /// `--base-url URL`
  static let baseURL = Option<String>(
    "base-url", valueName: "URL", summary: "Root of the API to talk to (also $\(baseURLVariable))",
    defaultDescription: NetworkClient.defaultBaseURL.absoluteString)

  static let sample = Flag("sample", summary: "Use the built-in sample API instead of the network")

  /// `--latency DURATION`
  static let latency = Option<Duration>(
    "latency", valueName: "DURATION",
    summary: "Delay each sample API request, e.g. 300ms or 1.5s (with --sample)",
    defaultDescription: "0", expecting: "a duration such as 300ms or 1.5s"
  ) { Duration(commandLineArgument: $0) }

  /// `--timeout DURATION`
  static let timeout = Option<Duration>(
    "timeout", valueName: "DURATION",
    summary: "Give up on the network after this long, e.g. 10 or 10s (also $\(timeoutVariable))",
    defaultDescription: "30s", expecting: "a duration such as 30, 30s or 1.5s"
  ) { Duration(timeoutArgument: $0) }

  /// `--retries N`
  static let retries = Option<Int>(
    "retries", valueName: "N",
    summary: "Try a read N more times after a transient failure; 0 turns retries off",
    defaultDescription: "2", expecting: "a whole number such as 0 or 3"
  ) { text in text.allSatisfy { $0.isASCII && $0.isWholeNumber } ? Int(text) : nil }

  /// `--max-size SIZE`
  static let maximumSize = Option<Int>(
    "max-size", valueName: "SIZE",
    summary: "Refuse responses larger than SIZE bytes; units k, M, G (or KiB, MiB, GiB)",
    defaultDescription: "16MiB", expecting: "a size such as 500k, 16M or 1G"
  ) { Int(byteCountArgument: $0) }

  /// `--cacert FILE`
  static let certificateFile = Option<String>(
    "cacert", valueName: "FILE",
    summary: "Trust the certificate authorities in this PEM file instead of the system's bundle "
      + "(also $\(certificateFileVariable))",
    expecting: "a PEM file of certificates"
  ) { $0.isEmpty ? nil : $0 }

  /// `--max-age DURATION`
  static let maximumAge = Option<Duration>(
    "max-age", valueName: "DURATION",
    summary: "Use stored data up to this age without asking the server, e.g. 10m or 1h "
      + "(also $\(maximumAgeVariable))",
    expecting: "an age such as 90, 90s, 10m, 1h or 2d, at most 3650d"
  ) { Duration(ageArgument: $0) }

  static let refresh = Flag(
    "refresh", summary: "Ask the server again for everything the command reads")

  static let offline = Flag(
    "offline", summary: "Never use the network: show stored data, or fail if there is none")

  static let noCache = Flag(
    "no-cache", summary: "Neither use nor keep stored data (also $\(noCacheVariable)=1)")

  /// `-a`, `--auth USER[:PASSWORD]`, or `TOKEN` with `-A bearer`
  static let auth = Option<String>(
    "auth", short: "a", valueName: "USER[:PASS]",
    summary: "Send credentials: USER:PASSWORD, or TOKEN with -A bearer "
      + "(also $\(Authentication.variable))",
    expecting: "USER:PASSWORD or a token"
  ) { $0.isEmpty ? nil : $0 }

  /// `-A`, `--auth-type basic|bearer`
  static let authType = Option<Authentication.Kind>(
    "auth-type", short: "A", valueName: "TYPE",
    summary: "How -a is sent: \(Authentication.Kind.listed) (also $\(Authentication.kindVariable))",
    defaultDescription: Authentication.Kind.basic.rawValue,
    allowedValues: Authentication.Kind.allCases.map(\.rawValue),
    expecting: Authentication.Kind.listed
  ) { Authentication.Kind(rawValue: $0) }

  static let netrc = Flag(
    "netrc", summary: "Send the login and password ~/.netrc gives for the server, as curl does")

  static let json = Flag("json", summary: "Print the loaded data as JSON instead of the view")

  /// `--color WHEN`
  static let color = Option<ColorChoice>(
    "color", valueName: "WHEN",
    summary: "When to use colour: auto (on a terminal), always or never",
    defaultDescription: ColorChoice.auto.rawValue,
    allowedValues: ColorChoice.allCases.map(\.rawValue), expecting: "auto, always or never"
  ) { ColorChoice(rawValue: $0) }

  static let noPager = Flag(
    "no-pager", summary: "Print long output directly, not through the pager ($PAGER)")

  static let verbose = Flag(
    "verbose",
    summary: "Say on standard error each request tried again (why, and with which "
      + "Idempotency-Key), and a field of create or edit given twice")

  /// `-h`, `--help`
  static let help = Flag(
    "help", short: "h", summary: "Show help for the program or a command", isInformational: true)

  static let version = Flag(
    "version", short: "v", summary: "Show the version", isInformational: true)

  /// The options in the order help lists them.
  static let all: [OptionSpec] = [
    baseURL.spec, sample.spec, auth.spec, authType.spec, netrc.spec, latency.spec, timeout.spec,
    retries.spec, maximumSize.spec,
    certificateFile.spec, maximumAge.spec, refresh.spec, offline.spec, noCache.spec, json.spec,
    color.spec, noPager.spec, verbose.spec,
    help.spec, version.spec,
  ]
}
