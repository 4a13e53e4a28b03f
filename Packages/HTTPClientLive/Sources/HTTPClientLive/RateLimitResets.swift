import Foundation
import Synchronization

/// When each server's rate limit resets, as its answers said, shared by the requests of a
/// session: a wait for a reset is a wait for every request to that server, so that one sent
/// meanwhile neither goes out early nor restarts the wait with an answer of its own.
final class RateLimitResets: Sendable {
  /// A reset, and the status of the answer that said it.
  struct Reset: Sendable, Hashable {
    var date: Date
    var status: Int
  }

  private let resets = Mutex<[String: Reset]>([:])

  /// Notes that `origin`'s limit resets at `reset`, unless a later reset is noted already.
  func record(_ reset: Reset, for origin: String) {
    resets.withLock { resets in
      if let known = resets[origin], known.date >= reset.date { return }
      resets[origin] = reset
    }
  }

  /// The reset of `origin`'s limit still to come at `now`, if any; one past is forgotten.
  func reset(for origin: String, now: Date) -> Reset? {
    resets.withLock { resets in
      guard let reset = resets[origin] else { return nil }
      guard reset.date > now else {
        resets[origin] = nil
        return nil
      }
      return reset
    }
  }

  /// The origin of `url` that a limit applies to: its scheme, host and port.
  static func origin(of url: URL) -> String {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let port = components?.port.map { ":\($0)" } ?? ""
    return "\(components?.scheme ?? "")://\(components?.host ?? "")\(port)"
  }
}
