import ArgumentParsing
import HTTPClientLive

/// How a command uses the stored answers: what the cache options say.
public struct CacheSettings: Sendable, Hashable {
  /// Whether answers are stored and used (false with `--no-cache` or `$APP_NO_CACHE=1`).
  public var isEnabled: Bool
  /// The person's policy over the server's freshness rules.
  public var policy: CachePolicy

  /// Creates cache settings; by default the cache is on, under the server's rules.
  public init(isEnabled: Bool = true, policy: CachePolicy = CachePolicy()) {
    self.isEnabled = isEnabled
    self.policy = policy
  }
}

extension CacheSettings {
  /// Reads `--max-age`, `--refresh`, `--offline` and `--no-cache` of `options` from `parsed`,
  /// with their variables (`$APP_MAX_AGE`, and `$APP_NO_CACHE`, whose `1` turns the cache off)
  /// from `environment` where the options are not given.
  ///
  /// - Throws: `UsageError` naming a value that does not fit, or options that
  ///   contradict each other: `--offline` with `--refresh`, or with the cache turned off.
  public init(
    parsing parsed: ParsedArguments, options: ClientOptions, environment: [String: String]
  ) throws(UsageError) {
    let command = parsed.command
    let isOffline = parsed.isSet(options.offline)
    let turnedOffByEnvironment = try Self.turnsOff(
      environment, variable: options.noCacheVariable, command: command)
    let isTurnedOff = parsed.isSet(options.noCache) || turnedOffByEnvironment
    if isOffline {
      for other in [options.refresh, options.noCache] where parsed.isSet(other) {
        throw UsageError(
          "options '--\(options.offline.spec.name)' and '--\(other.spec.name)' cannot be used "
            + "together", command: command)
      }
      if isTurnedOff {
        throw UsageError(
          "option '--\(options.offline.spec.name)' needs the stored data, which "
            + "$\(options.noCacheVariable) turns off", command: command)
      }
    }
    self.init(
      isEnabled: !isTurnedOff,
      policy: CachePolicy(
        maximumAge: try Self.maximumAge(parsed, options: options, environment: environment),
        revalidatesEverything: parsed.isSet(options.refresh),
        isOffline: isOffline))
  }

  /// Whether the variable `variable` turns the cache off: `1`, `true` or `yes`; unset, empty,
  /// `0`, `false` or `no` leave it on, in any case.
  ///
  /// - Throws: `UsageError` for any other value.
  private static func turnsOff(
    _ environment: [String: String], variable: String, command: String?
  ) throws(UsageError) -> Bool {
    let value = environment[variable] ?? ""
    switch value.lowercased() {
    case "1", "true", "yes": return true
    case "", "0", "false", "no": return false
    default:
      throw UsageError(
        "invalid value '\(value)' in $\(variable) (expected 1 to turn the cache off, or 0)",
        command: command)
    }
  }

  /// `--max-age`, else its variable when set and not empty, else none.
  private static func maximumAge(
    _ parsed: ParsedArguments, options: ClientOptions, environment: [String: String]
  ) throws(UsageError) -> Duration? {
    if let age = try parsed.value(of: options.maximumAge) {
      return age
    }
    guard let text = environment[options.maximumAgeVariable], !text.isEmpty else {
      return nil
    }
    guard let age = Duration(ageArgument: text) else {
      throw UsageError(
        "invalid value '\(text)' in $\(options.maximumAgeVariable) "
          + "(expected \(options.maximumAge.expectation))", command: parsed.command)
    }
    return age
  }
}
