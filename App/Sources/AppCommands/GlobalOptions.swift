import ArgumentParsing
import ClientCommandLine
import Foundation
import NetworkClient
import TerminalKit

/// The options every command accepts, each declared once, and the ``Settings`` they make.
enum GlobalOptions {
  /// Which server, with which credentials, how long to wait and what to keep: the options of a
  /// client of any REST API, with variables named `APP_…`.
  static let client = ClientOptions(
    program: AppVersion.programName, environmentPrefix: "APP",
    defaultBaseURL: NetworkClient.defaultBaseURL)

  static let sample = Flag("sample", summary: "Use the built-in sample API instead of the network")

  /// `--latency DURATION`
  static let latency = Option<Duration>(
    "latency", valueName: "DURATION",
    summary: "Delay each sample API request, e.g. 300ms or 1.5s (with --sample)",
    defaultDescription: "0", expecting: "a duration such as 300ms or 1.5s"
  ) { Duration(commandLineArgument: $0) }

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

  /// `-h`, `--help`
  static let help = Flag(
    "help", short: "h", summary: "Show help for the program or a command", isInformational: true)

  static let version = Flag(
    "version", short: "v", summary: "Show the version", isInformational: true)

  /// The options in the order help lists them.
  static let all: [OptionSpec] = [
    client.baseURL.spec, sample.spec, client.auth.spec, client.authType.spec, client.netrc.spec,
    latency.spec, client.timeout.spec, client.retries.spec, client.maximumSize.spec,
    client.certificateFile.spec, client.maximumAge.spec, client.refresh.spec,
    client.offline.spec, client.noCache.spec, json.spec, color.spec, noPager.spec,
    client.verbose.spec, help.spec, version.spec,
  ]
}
