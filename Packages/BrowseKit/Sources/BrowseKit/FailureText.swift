import Features
import Foundation
import ScreenKit

extension LoadFailure {
  /// What the form says after a save failed this way: how to try again; when the record
  /// changed since the form was opened (a `412`), that it must be read again first: keeping
  /// what was typed where the form `canReadAgain`, else by opening it again; when the server
  /// edits only a known version (a `428`), which the form does not send, that sending it again
  /// cannot help.
  func saveAdvice(canReadAgain: Bool) -> String {
    switch networkError {
    case .versionConflict? where canReadAgain: "Ctrl-R reads it again, keeping what you typed"
    case .versionConflict?: "Esc and open it again to see what changed"
    case .versionRequired?: "the server wants the version it was read at, which is not sent"
    default: "Ctrl-S to try again"
    }
  }

  /// Whether the save failed because the record changed since it was read (a `412`).
  var isVersionConflict: Bool {
    if case .versionConflict? = networkError { true } else { false }
  }

  /// The failure as the browser words it at `now`: a rate limit's wait is said from `now`,
  /// as the one-shot commands say it (`try again in 40 s, at 14:03:20`), so that it does not
  /// go stale on the screen; any other failure as `browserMessage` says it.
  public func browserMessage(at now: Date) -> String {
    guard let networkError, case .rateLimited = networkError else { return browserMessage }
    return networkError.description(now: now, timeZone: .current)
      .split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// When the rate limit behind the failure resets, if it is one that said so.
  public var rateLimitReset: Date? {
    guard case .rateLimited(_, _, let retryAt, _)? = networkError else { return nil }
    return retryAt
  }

  /// The same failure with its message as the browser words it, for a view that shows
  /// `LoadFailure/message`.
  public var inBrowserWords: LoadFailure {
    LoadFailure(message: browserMessage, networkError: networkError)
  }
}

extension BrowseView {
  /// `failure` for the status line, with how to retry unless the browser is offline, where
  /// asking again cannot help.
  public func retryText(_ failure: LoadFailure) -> String {
    let message = failure.browserMessage(at: now)
    return state.isOffline ? message : "r to retry: \(message)"
  }
}
