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
  /// Reads `--max-age`, `--refresh`, `--offline` and `--no-cache` from `parsed`, with
  /// `$APP_MAX_AGE` and `$APP_NO_CACHE` (`1` turns the cache off) from `environment` where the
  /// options are not given.
  ///
  /// - Throws: ``UsageError`` naming a value that does not fit, or options that contradict
  ///   each other: `--offline` with `--refresh`, with the cache turned off, or with `--sample`.
  init(
    parsing parsed: ParsedArguments, environment: [String: String]
  ) throws(UsageError) {
    let command = parsed.command
    let isOffline = parsed.isSet(GlobalOptions.offline)
    let turnedOffByEnvironment = try Self.turnsOff(environment, command: command)
    let isTurnedOff = parsed.isSet(GlobalOptions.noCache) || turnedOffByEnvironment
    if isOffline {
      if parsed.isSet(GlobalOptions.refresh) {
        throw UsageError(
          Self.together(GlobalOptions.offline.spec, GlobalOptions.refresh.spec), command: command)
      }
      if parsed.isSet(GlobalOptions.noCache) {
        throw UsageError(
          Self.together(GlobalOptions.offline.spec, GlobalOptions.noCache.spec), command: command)
      }
      if isTurnedOff {
        throw UsageError(
          "option '--\(GlobalOptions.offline.spec.name)' needs the stored data, which "
            + "$\(GlobalOptions.noCacheVariable) turns off", command: command)
      }
      if parsed.isSet(GlobalOptions.sample) {
        throw UsageError(
          "option '--\(GlobalOptions.offline.spec.name)' does not apply with "
            + "'--\(GlobalOptions.sample.spec.name)', which never uses the network",
          command: command)
      }
    }
    self.init(
      isEnabled: !isTurnedOff,
      policy: CachePolicy(
        maximumAge: try Self.maximumAge(parsed, environment: environment),
        revalidatesEverything: parsed.isSet(GlobalOptions.refresh),
        isOffline: isOffline))
  }

  /// Whether `$APP_NO_CACHE` turns the cache off: `1`, `true` or `yes`; unset, empty, `0`,
  /// `false` or `no` leave it on, in any case.
  ///
  /// - Throws: ``UsageError`` for any other value.
  private static func turnsOff(
    _ environment: [String: String], command: String?
  ) throws(UsageError) -> Bool {
    let value = environment[GlobalOptions.noCacheVariable] ?? ""
    switch value.lowercased() {
    case "1", "true", "yes": return true
    case "", "0", "false", "no": return false
    default:
      throw UsageError(
        "invalid value '\(value)' in $\(GlobalOptions.noCacheVariable) "
          + "(expected 1 to turn the cache off, or 0)", command: command)
    }
  }

  private static func together(_ first: OptionSpec, _ second: OptionSpec) -> String {
    "options '--\(first.name)' and '--\(second.name)' cannot be used together"
  }

  /// `--max-age`, else `$APP_MAX_AGE` when set and not empty, else none.
  private static func maximumAge(
    _ parsed: ParsedArguments, environment: [String: String]
  ) throws(UsageError) -> Duration? {
    if let age = try parsed.value(of: GlobalOptions.maximumAge) {
      return age
    }
    guard let text = environment[GlobalOptions.maximumAgeVariable], !text.isEmpty else {
      return nil
    }
    guard let age = Duration(ageArgument: text) else {
      throw UsageError(
        "invalid value '\(text)' in $\(GlobalOptions.maximumAgeVariable) "
          + "(expected \(GlobalOptions.maximumAge.expectation))", command: parsed.command)
    }
    return age
  }
}
