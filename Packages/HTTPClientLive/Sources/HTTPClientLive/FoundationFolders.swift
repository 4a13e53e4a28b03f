import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps Foundation's URL loading from making folders of its own: on Linux, the first session
/// configuration makes the shared URL cache (`~/.cache/org.swift.foundation.URLCache/NAME`)
/// and the shared cookie storage (`~/.local/share/FOLDER`, named after the program's folder),
/// and every `.ephemeral` configuration makes a URL cache of its own in the same place. The
/// client keeps its answers in its own cache (``ResponseCache``) and sends no cookies, so it
/// needs neither.
public enum FoundationFolders {
  /// Replaces `URLCache.shared` by one without a disk, and makes `HTTPCookieStorage.shared`
  /// with `XDG_DATA_HOME` naming a path where no folder can be made; then no session
  /// configuration makes a folder. Call it first in `main`, before any session configuration
  /// exists and while no other thread runs: it changes `XDG_DATA_HOME` for a moment.
  ///
  /// What remains: the shared cookie storage then reads its cookies, if that file exists, from
  /// `FOLDER/.cookies.shared` in the working directory, as Foundation does whenever it cannot
  /// make its folder; it writes there only when a session stores a cookie in it, and no session
  /// of the client has a cookie storage (``sessionConfiguration()``).
  public static func avoid() {
    // A path that exists and is not a folder: the cache then has no disk at all.
    URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null")
    #if canImport(FoundationNetworking)
      let name = "XDG_DATA_HOME"
      let previous = getenv(name).map { String(cString: $0) }
      setenv(name, "/dev/null", 1)
      _ = HTTPCookieStorage.shared
      if let previous {
        setenv(name, previous, 1)
      } else {
        unsetenv(name)
      }
    #endif
  }

  /// A configuration like `.ephemeral` that makes no folder: `.default` without a URL cache
  /// or a cookie storage.
  public static func sessionConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    return configuration
  }
}
