import HTTPClient
import Synchronization

/// The host a request is at, as errors name it: the one first asked, then the target of each
/// redirect the request follows; and the status of its answer once the answer's head has come.
/// The caller and the ``Transfer`` share it, so that a deadline that passes after a redirect
/// names the host that did not answer, and one that passes while the body comes says that the
/// answer had begun.
final class RequestedHost: Sendable {
  private struct State {
    var host: ShownHost
    var answerStatus: Int?
  }

  private let state: Mutex<State>
  /// Told the status of each answer whose head comes.
  private let observer: (@Sendable (_ status: Int) -> Void)?

  /// A request to `host`, not redirected yet, that tells `observer` when an answer's head comes.
  init(_ host: ShownHost, observer: (@Sendable (_ status: Int) -> Void)? = nil) {
    state = Mutex(State(host: host))
    self.observer = observer
  }

  /// The host the request was last sent to.
  var current: ShownHost {
    state.withLock(\.host)
  }

  /// The status of the answer whose head has come from ``current``, `nil` before it comes.
  var answerStatus: Int? {
    state.withLock(\.answerStatus)
  }

  /// The request follows a redirect to `host`, which has not answered yet.
  func redirected(to host: ShownHost) {
    state.withLock { $0 = State(host: host) }
  }

  func answerBegan(status: Int) {
    state.withLock { $0.answerStatus = status }
    observer?(status)
  }
}
