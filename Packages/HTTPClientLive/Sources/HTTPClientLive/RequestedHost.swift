import HTTPClient
import Synchronization

/// The host a request is at, as errors name it: the one first asked, then the target of each
/// redirect the request follows. The caller and the ``Transfer`` share it, so that a deadline
/// that passes after a redirect names the host that did not answer.
final class RequestedHost: Sendable {
  private let host: Mutex<ShownHost>

  /// A request to `host`, not redirected yet.
  init(_ host: ShownHost) {
    self.host = Mutex(host)
  }

  /// The host the request was last sent to.
  var current: ShownHost {
    host.withLock { $0 }
  }

  /// The request follows a redirect to `host`.
  func redirected(to host: ShownHost) {
    self.host.withLock { $0 = host }
  }
}
