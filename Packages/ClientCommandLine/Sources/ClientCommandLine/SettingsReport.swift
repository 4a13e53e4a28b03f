import ArgumentParsing
import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit

/// The settings a command would use for its server, each value with where it came from (an
/// option, an environment variable, the settings file and its line, or the default), as
/// `app settings show` prints them. No secret is in it: a credential, and a header field or
/// query parameter that is secret, is `REDACTED`.
public struct SettingsReport: Sendable, Hashable {
  /// One value: `timeout  30s  default`.
  public struct Line: Sendable, Hashable {
    public var name: String
    public var value: String
    public var source: String

    public init(_ name: String, _ value: String, _ source: String) {
      self.name = name
      self.value = value
      self.source = source
    }
  }

  public var lines: [Line]

  /// The report of `settings`, which `options` read from `parsed` and `environment`, with
  /// `entry`, the server's entry of the settings file at `path` (`nil` for none), whose values
  /// are said with their lines. `baseURLSource` names where the server came from when the
  /// command line gave it otherwise than by an option (a command's argument).
  public init(
    settings: ClientSettings, parsed: ParsedArguments, options: ClientOptions,
    environment: [String: String], entry: ServerSettingsFile.Entry?, path: String?,
    baseURLSource: String? = nil
  ) {
    func source(given: Bool, option: String, variable: String? = nil) -> String {
      if given { return "--\(option)" }
      if let variable, environment[variable]?.isEmpty == false { return "$\(variable)" }
      return "default"
    }
    func file(_ keys: [String]) -> String {
      guard let entry, let path else { return "default" }
      return "\(path), line \(entry.line(of: keys))"
    }
    let baseURL = settings.baseURL
    var lines = [
      Line(
        "server", baseURL.map { "\(ShownURL($0))" } ?? "the sample API",
        baseURL == nil
          ? "--sample"
          : baseURLSource
            ?? source(
              given: parsed.isGiven(options.baseURL), option: options.baseURL.spec.name,
              variable: options.baseURLVariable)),
      Line(
        "settings", entry.map { "the entry '\($0.name)'" } ?? "none for this server",
        entry.map { _ in file([]) } ?? path ?? "no settings file"),
      Line(
        "timeout", NetworkError.text(of: settings.timeout),
        source(
          given: parsed.isGiven(options.timeout), option: options.timeout.spec.name,
          variable: options.timeoutVariable)),
      Line(
        "retries", "\(settings.retries)",
        source(given: parsed.isGiven(options.retries), option: options.retries.spec.name)),
      Line(
        "max size", NetworkError.text(ofByteCount: settings.maximumResponseSize),
        source(given: parsed.isGiven(options.maximumSize), option: options.maximumSize.spec.name)),
      Line(
        "cache", Self.cacheText(settings.cache),
        Self.cacheSource(parsed: parsed, options: options, environment: environment)),
      Line(
        "certificates", settings.certificateFile ?? "the system's",
        source(
          given: parsed.isGiven(options.certificateFile),
          option: options.certificateFile.spec.name,
          variable: ClientOptions.certificateFileVariable)),
    ]
    let authentication = settings.authentication
    if authentication == nil, let oauth = settings.oauth {
      let scopes = oauth.scopes.isEmpty ? "" : ", scopes \(oauth.scopes.joined(separator: " "))"
      lines.append(
        Line(
          "credentials", "OAuth 2 tokens: \(oauth)\(scopes) (secrets REDACTED)", file(["oauth"])))
      lines.append(
        Line(
          "token kept",
          settings.keptTokenFolder.map { "in \($0.path) until it runs out" }
            ?? "for the command alone",
          file(settings.server.oauth?.keepsToken == true ? ["oauth", "keepToken"] : ["oauth"])))
    } else {
      lines.append(
        Line(
          "credentials", authentication.map { "\($0) (REDACTED)" } ?? "none",
          authentication.map { $0.origin == ServerSettingsFile.name ? file(["auth"]) : $0.origin }
            ?? "default"))
    }
    let server = settings.server
    let secretHeaders = server.allSecretHeaderNames
    for (name, value) in server.headers.sorted(by: { $0.key < $1.key }) {
      let shown = secretHeaders.holdsSecret(named: name) ? CredentialQuery.mark : value
      lines.append(Line("header \(name)", shown, file(["headers", name])))
    }
    let secretQuery = server.secretQueryNames.union(CredentialQuery.currentNames)
    for item in server.queryItems {
      let shown = secretQuery.holdsSecret(named: item.name) ? CredentialQuery.mark : item.value
      lines.append(Line("query \(item.name)", shown ?? "", file(["query", item.name])))
    }
    for (key, fallback) in Self.writtenKeys {
      let written = entry?.value[key]
      lines.append(
        Line(
          key, written.map { String(decoding: $0.serialized(), as: UTF8.self) } ?? fallback,
          written == nil ? "default" : file([key])))
    }
    self.lines = lines
  }

  /// The keys shown as the file writes them, with what stands for each when it does not.
  static let writtenKeys = [
    ("records", "json-server's conventions"), ("paging", "json-server's _page and _limit"),
    ("resources", "those the server lists"), ("secretHeaders", "none"), ("secretQuery", "none"),
  ]

  /// The report as three aligned columns, one line each: its name, its value, its source.
  public var text: String {
    let nameWidth = lines.map(\.name.count).max() ?? 0
    let valueWidth = min(lines.map(\.value.count).max() ?? 0, Self.widestValue)
    return lines.map { line in
      let name = line.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let value =
        line.value.count < valueWidth
        ? line.value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) : line.value
      return "\(name)  \(value)  \(line.source)"
    }.joined(separator: "\n") + "\n"
  }

  /// The widest value the columns align to; a longer one pushes its source along.
  static let widestValue = 40

  private static func cacheText(_ cache: CacheSettings) -> String {
    guard cache.isEnabled else { return "off" }
    let policy = cache.policy
    if policy.isOffline { return "stored answers only (offline)" }
    if policy.revalidatesEverything { return "on, every answer asked again" }
    return policy.maximumAge.map { "on, stored answers used up to \(NetworkError.text(of: $0))" }
      ?? "on, as the server's answers say"
  }

  private static func cacheSource(
    parsed: ParsedArguments, options: ClientOptions, environment: [String: String]
  ) -> String {
    let flags = [options.noCache, options.offline, options.refresh].filter { parsed.isSet($0) }
    if let flag = flags.first { return "--\(flag.spec.name)" }
    if parsed.isGiven(options.maximumAge) { return "--\(options.maximumAge.spec.name)" }
    for variable in [options.noCacheVariable, options.maximumAgeVariable]
    where environment[variable]?.isEmpty == false {
      return "$\(variable)"
    }
    return "default"
  }
}
