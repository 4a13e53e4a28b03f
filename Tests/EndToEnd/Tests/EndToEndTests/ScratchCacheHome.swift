import Foundation

/// A cache folder of one run of the app, removed with this value: runs never share stored
/// answers, because loopback ports, and so the servers' cache folders, are reused between
/// tests.
final class ScratchCacheHome: Sendable {
  /// The folder, for `XDG_CACHE_HOME`.
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-test-cache-\(UUID().uuidString)", isDirectory: true)

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// `environment` for a run of the app: the cache variables it reads removed, and
  /// `XDG_CACHE_HOME` this folder, `XDG_STATE_HOME` its `state` folder (where `app browse`
  /// keeps its history, never the user's), `XDG_CONFIG_HOME` its `config` folder (so that no
  /// settings of the user's are read), and `APP_TIMEOUT` ``HangGuard/programTimeout``, unless
  /// `overrides` sets them.
  func environment(
    _ environment: [String: String], overrides: [String: String]
  ) -> [String: String] {
    var result = environment
    for name in ["APP_MAX_AGE", "APP_NO_CACHE"] {
      result[name] = nil
    }
    result["XDG_CACHE_HOME"] = url.path
    result["XDG_STATE_HOME"] = url.appendingPathComponent("state", isDirectory: true).path
    result["XDG_CONFIG_HOME"] = url.appendingPathComponent("config", isDirectory: true).path
    result["APP_TIMEOUT"] = HangGuard.programTimeout
    return result.merging(overrides) { _, new in new }
  }
}
