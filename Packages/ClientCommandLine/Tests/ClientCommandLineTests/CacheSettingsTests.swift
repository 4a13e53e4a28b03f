import ArgumentParsing
import ClientCommandLine
import Foundation
import HTTPClientLive
import TestSupport
import Testing

@Suite struct CacheSettingsTests {
  func cache(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws(UsageError) -> CacheSettings {
    try settings(arguments, environment: environment).cache
  }

  @Test func byDefaultTheCacheIsOnUnderTheServersRules() throws {
    try checkEqual(cache(["posts"]), CacheSettings(isEnabled: true, policy: CachePolicy()))
  }

  @Test func readsEachOption() throws {
    try checkEqual(cache(["posts", "--max-age", "1h"]).policy.maximumAge, .seconds(3600))
    check(try cache(["posts", "--refresh"]).policy.revalidatesEverything)
    check(try cache(["posts", "--offline"]).policy.isOffline)
    check(try !cache(["posts", "--no-cache"]).isEnabled)
  }

  @Test func takesTheMaximumAgeFromTheOptionBeforeTheEnvironment() throws {
    let environment = ["APP_MAX_AGE": "10m"]

    try checkEqual(cache(["posts"], environment: environment).policy.maximumAge, .seconds(600))
    try checkEqual(
      cache(["posts", "--max-age", "1d"], environment: environment).policy.maximumAge,
      .seconds(86_400))
    try checkEqual(cache(["posts"], environment: ["APP_MAX_AGE": ""]).policy.maximumAge, nil)
  }

  @Test func readsABareNumberOfSecondsAsTheMaximumAge() throws {
    try checkEqual(cache(["posts", "--max-age", "90"]).policy.maximumAge, .seconds(90))
    try checkEqual(
      cache(["posts"], environment: ["APP_MAX_AGE": "1.5"]).policy.maximumAge, .milliseconds(1500))
  }

  @Test(arguments: [
    ("1", false), ("yes", false), ("TRUE", false), ("0", true), ("false", true), ("No", true),
    ("", true),
  ])
  func appNoCacheTurnsTheCacheOff(value: String, isEnabled: Bool) throws {
    try checkEqual(cache(["posts"], environment: ["APP_NO_CACHE": value]).isEnabled, isEnabled)
  }

  @Test(
    arguments: [
      (
        ["posts", "--offline", "--refresh"], [:],
        "options '--offline' and '--refresh' cannot be used together"
      ),
      (
        ["posts", "--offline", "--no-cache"], [:],
        "options '--offline' and '--no-cache' cannot be used together"
      ),
      (
        ["posts", "--offline"], ["APP_NO_CACHE": "1"],
        "option '--offline' needs the stored data, which $APP_NO_CACHE turns off"
      ),
      (
        ["posts", "--max-age", "soon"], [:],
        "invalid value 'soon' for '--max-age' (expected an age such as 90, 90s, 10m, 1h or 2d, at most 3650d)"
      ),
      (
        ["posts", "--max-age", "-90"], [:],
        "invalid value '-90' for '--max-age' (expected an age such as 90, 90s, 10m, 1h or 2d, at most 3650d)"
      ),
      (
        ["posts"], ["APP_NO_CACHE": "off"],
        "invalid value 'off' in $APP_NO_CACHE (expected 1 to turn the cache off, or 0)"
      ),
      (
        ["posts"], ["APP_MAX_AGE": "soon"],
        "invalid value 'soon' in $APP_MAX_AGE (expected an age such as 90, 90s, 10m, 1h or 2d, at most 3650d)"
      ),
    ] as [([String], [String: String], String)])
  func contradictionsAndBadValuesAreUsageErrors(
    arguments: [String], environment: [String: String], message: String
  ) {
    #expect {
      _ = try cache(arguments, environment: environment)
    } throws: { error in
      (error as? UsageError)?.message == message
    }
  }
}
