import Foundation
import Synchronization

/// Each account's requests left per resource (`core`, `search`), in windows that start with the
/// first request after the last one ended, as GitHub counts them.
final class RateLimiter: Sendable {
  /// Where an account stands in one resource's window.
  struct Window: Sendable {
    /// The requests left.
    var remaining: Int
    /// When the window ends and a new one starts.
    var reset: Date
  }

  /// The requests a window allows.
  let limit: Int
  /// How long a window lasts.
  let length: TimeInterval
  private let windows = Mutex<[String: Window]>([:])

  init(limit: Int, length: TimeInterval) {
    self.limit = max(limit, 0)
    self.length = max(length, 1)
  }

  /// Takes one request from the window of `login` in `resource` at `now`, a new window when the
  /// last has ended: the window after it, and whether a request was left to take.
  func take(_ login: String, in resource: String, at now: Date) -> (window: Window, taken: Bool) {
    windows.withLock { windows in
      let key = "\(login) \(resource)"
      var window =
        windows[key].flatMap { $0.reset > now ? $0 : nil }
        ?? Window(remaining: limit, reset: now.addingTimeInterval(length))
      let taken = window.remaining > 0
      if taken {
        window.remaining -= 1
      }
      windows[key] = window
      return (window, taken)
    }
  }

  /// Gives back a request taken from the window of `login` in `resource`: a `304` does not
  /// count.
  func giveBack(_ login: String, in resource: String) -> Window? {
    windows.withLock { windows in
      let key = "\(login) \(resource)"
      guard var window = windows[key] else { return nil }
      window.remaining = min(window.remaining + 1, limit)
      windows[key] = window
      return window
    }
  }
}
