import Foundation
import HTTPClient
import HTTPClientLive
import ServerSettingsKit
import TerminalKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ClientSettings {
  /// The shortest wait before a try again that is said without `--verbose`: the default
  /// retries' backoff (a second, then two) stays quiet.
  public static let longWait = Duration.seconds(5)

  /// The settings of a session to `baseURL` (``baseURL``, or the program's own server's)
  /// through the sessions `makeURLSession` makes: bounded by the timeout, the retries and the
  /// size limit, with stored answers in `cacheDirectory` (in memory for the program's own
  /// server; none when the cache is off), and sending what the server's settings, the
  /// credentials and `items` give (`SessionSettings.send(_:authentication:adding:)`), and the
  /// tokens of the server's `oauth` (``oauth``).
  public func session(
    to baseURL: URL, through makeURLSession: @escaping @Sendable () -> URLSession,
    userAgent: String, cacheDirectory: CacheDirectory?,
    sending items: RequestItems = RequestItems()
  ) -> SessionSettings {
    var session = SessionSettings(
      baseURL: baseURL, userAgent: userAgent, makeURLSession: makeURLSession)
    session.storage =
      if !cache.isEnabled { .none } else if self.baseURL == nil { .memory } else {
        .folder(cacheDirectory)
      }
    session.cachePolicy = cache.policy
    session.timeout = timeout
    session.retries = retries
    session.maximumResponseSize = maximumResponseSize
    session.send(server, authentication: authentication, adding: items)
    authorize(&session, sending: items, clock: ContinuousClock())
    return session
  }

  /// Has `session` say on `console`'s standard error, each line drawn over the spinner's,
  /// each try again: every one with ``isVerbose``, else those after a wait of ``longWait`` or
  /// more (a rate limit's reset, a `Retry-After`, a long backoff), which would otherwise look
  /// like a hang, unless `saysLongWaits` is `false` (for a screen that standard error would
  /// break); and with ``isVerbose``, each request and the head of its answer, as curl shows
  /// them (``VerboseExchangeLog``).
  public func report(_ session: inout SessionSettings, on console: Console, saysLongWaits: Bool) {
    let isVerbose = isVerbose
    if isVerbose || saysLongWaits {
      session.retryObserver = RetryObserver { notice in
        guard isVerbose || notice.wait >= Self.longWait else { return }
        console.eraseSpinnerLine()
        console.reportError("\(notice)")
      }
    }
    if isVerbose {
      session.hook = VerboseExchangeLog(console: console)
      session.trafficObserver = TrafficObserver { event in
        console.eraseSpinnerLine()
        console.writeError("\(event)\n")
      }
    }
  }
}
