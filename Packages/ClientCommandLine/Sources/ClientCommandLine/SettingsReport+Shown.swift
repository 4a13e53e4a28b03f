import ArgumentParsing
import Foundation
import ServerSettingsKit

extension SettingsReport {
  /// The report of the settings a command with `parsed` would use (`PROGRAM settings show`),
  /// its `options` read from `parsed` and `environment`, for the server at `url` when given
  /// (as `--base-url` gives one, said to come from the command line) or `ownServer` (the
  /// program's own, with no settings); and what is wrong with the server's settings, when
  /// something is: every other value is shown all the same.
  ///
  /// - Throws: `UsageError` for an option or variable that does not fit, or `url` with
  ///   `--base-url`.
  public static func shown(
    parsed: ParsedArguments, options: ClientOptions, environment: [String: String],
    url: String?, ownServer: Bool
  ) throws(UsageError) -> (report: SettingsReport, problem: String?) {
    var parsed = parsed
    if let url {
      guard !parsed.isGiven(options.baseURL) else {
        throw UsageError("give the URL or --base-url, not both", command: parsed.command)
      }
      parsed.values[options.baseURL.spec.name] = [url]
    }
    var settings = try ClientSettings(
      parsing: parsed, options: options, environment: environment, ownServer: ownServer,
      readsServerSettings: false)
    let listing = try? ServerSettingsFile.listing(
      program: options.program, environment: environment)
    let entry = settings.baseURL.flatMap {
      ServerSettingsFile.entry(for: $0, in: listing?.entries ?? [])
    }
    if case .success(let server)? = entry?.settings { settings.use(server) }
    let report = SettingsReport(
      settings: settings, parsed: parsed, options: options, environment: environment,
      entry: entry, path: listing?.path, baseURLSource: url.map { _ in "the command line" })
    guard case .failure(let problem)? = entry?.settings else { return (report, nil) }
    return (report, problem.description)
  }
}
