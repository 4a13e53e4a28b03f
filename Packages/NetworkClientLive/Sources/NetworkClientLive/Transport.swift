import Foundation
import Models
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Carries out requests with a bounded body and safe cancellation, through a session of its own
/// made with the configuration (URL protocols included) of the session it is given.
///
/// A session's delegate is fixed when the session is made, and FoundationNetworking streams a
/// body only to a session delegate; the transport's session has one (``TransportDelegate``),
/// while requests go exactly where the given session would send them. The given session is kept
/// alive with the transport, and the transport's session is invalidated with it.
final class Transport: Sendable {
  /// The session that carries the requests.
  let session: URLSession
  private let delegate: TransportDelegate
  private let configurationSource: URLSession

  /// A transport that sends requests as `session` would.
  init(session: URLSession) {
    let delegate = TransportDelegate()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    configurationSource = session
    self.delegate = delegate
    self.session = URLSession(
      configuration: session.configuration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// The number of requests started and not yet completed by the session.
  var activeTransferCount: Int {
    delegate.activeTransferCount
  }

  /// Loads `request` to `host` (as errors name it), keeping at most `limit` bytes of body and
  /// following redirects to `http` and `https` URLs when `followsRedirects` is set.
  ///
  /// It can be cancelled at any moment: the caller is then resumed at once with
  /// `URLError(.cancelled)` (see ``PendingLoad``), and a call from a task that is already
  /// cancelled sends nothing. It throws ``NetworkError/tooLarge(host:limit:)`` for a body past
  /// the limit, ``NetworkError/malformedResponse(host:reason:)`` for a failure after the response
  /// began or a redirect to another scheme, and the session's error otherwise.
  func load(
    _ request: URLRequest, host: String, limit: Int, followsRedirects: Bool
  ) async throws -> (Data, URLResponse) {
    let transfer = Transfer(host: host, limit: limit, followsRedirects: followsRedirects)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard transfer.load.install(continuation) else { return }
        let task = session.dataTask(with: request)
        delegate.register(transfer, for: task)
        transfer.load.attach(task)
      }
    } onCancel: {
      transfer.load.cancel()
    }
  }
}
