import ArgumentParsing
import ClientCommandLine
import Foundation
import NetworkClient
import TerminalKit
import TerminalViews

/// Where the data comes from and how it is shown: what the global options say.
public struct Settings: Sendable, Hashable {
  /// The server, credentials, deadline and cache: what a client of any REST API's options say
  /// (``GlobalOptions/client``); no API root with `--sample`.
  public var client: ClientSettings
  /// How long the sample API waits before each answer (`--latency`).
  public var sampleLatency: Duration
  /// How the result is printed (`--json`, `--color`, `--no-pager`).
  public var output: OneShotOutput

  public init(
    client: ClientSettings, sampleLatency: Duration = .zero, output: OneShotOutput = OneShotOutput()
  ) {
    self.client = client
    self.sampleLatency = sampleLatency
    self.output = output
  }

  /// The API the data comes from.
  public var source: DataSource {
    if let url = client.baseURL { .remote(url) } else { .sample(latency: sampleLatency) }
  }
}

/// The API the data comes from.
public enum DataSource: Sendable, Hashable {
  /// A JSONPlaceholder-compatible server at this root.
  case remote(URL)
  /// The built-in sample API, answering each request after `latency`.
  case sample(latency: Duration)

  /// Whether this is the sample API or JSONPlaceholder itself: its host, by any address
  /// (`http://jsonplaceholder.typicode.com/`), whose resources the program knows without asking.
  public var isJSONPlaceholder: Bool {
    guard case .remote(let url) = self else { return true }
    return NetworkClient.isJSONPlaceholder(url)
  }
}

extension Settings {
  /// Reads the global options of `parsed`, with their variables from `environment` where the
  /// options are not given, and the server's settings (`ClientSettings(parsing:…)`) when
  /// `readsServer`. The
  /// password of `-a USER` is asked with `askPassword`, which shows its prompt and reads the
  /// answer unseen.
  ///
  /// - Throws: ``UsageError`` naming the option or variable with a value that does not fit, or
  ///   two options that cannot be used together (`--sample` with `--base-url` or `--offline`,
  ///   `--latency` without `--sample`); a mistake in the settings file; `-a USER` with no
  ///   password when none can be asked or none is typed.
  public init(
    parsing parsed: ParsedArguments, environment: [String: String], readsServer: Bool = true,
    askPassword: (@Sendable (_ prompt: String) -> String?)? = nil
  ) throws(UsageError) {
    let client = GlobalOptions.client
    let usesSample = parsed.isSet(GlobalOptions.sample)
    try client.checkOwnServer(
      parsed, ownServer: usesSample, ownServerOption: GlobalOptions.sample.spec.name,
      ownServerOnly: parsed.isGiven(GlobalOptions.latency) ? [GlobalOptions.latency.spec.name] : [])
    let output = OneShotOutput(
      format: parsed.isSet(GlobalOptions.json) ? .json : .view,
      color: try parsed.value(of: GlobalOptions.color) ?? .auto,
      usesPager: !parsed.isSet(GlobalOptions.noPager))
    self.init(
      client: try ClientSettings(
        parsing: parsed, options: client, environment: environment, ownServer: usesSample,
        readsServerSettings: readsServer, askPassword: askPassword),
      sampleLatency: try parsed.value(of: GlobalOptions.latency) ?? .zero, output: output)
  }
}
