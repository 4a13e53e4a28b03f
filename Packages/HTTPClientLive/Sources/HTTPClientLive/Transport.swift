import Dependencies
import Foundation
import HTTPClient
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if os(Linux)
  import CurlOnDemand
#endif

/// Carries out requests with a bounded body and safe cancellation, through a session of its own
/// made with the configuration (URL protocols included) of the session it is given.
///
/// A session's delegate is fixed when the session is made, and FoundationNetworking streams a
/// body only to a session delegate; the transport's session has one (``TransportDelegate``),
/// while requests go exactly where the given session would send them. The given session is kept
/// alive with the transport, and the transport's session is invalidated with it. Both are made
/// when the first request is sent.
final class Transport: Sendable {
  private let delegate: TransportDelegate
  /// Makes the session that requests go through as they would through it.
  private let makeSource: @Sendable () -> URLSession
  /// The given session and the transport's own, made on the first request.
  private let sessions = Mutex<(source: URLSession, own: URLSession)?>(nil)
  /// The paths its servers redirected to themselves with or without a final `/`.
  let slashedPaths = SlashedPaths()
  /// The servers found to speak JSON:API.
  let jsonAPIServers = JSONAPIServers()

  /// A transport that sends requests as `session` would.
  convenience init(session: URLSession) {
    self.init(makeSession: { session })
  }

  /// A transport that sends requests as the session `makeSession` makes would, made when the
  /// first request is sent: a command answered from a cache starts no session at all.
  init(makeSession: @escaping @Sendable () -> URLSession) {
    delegate = TransportDelegate()
    makeSource = makeSession
  }

  deinit {
    sessions.withLock { $0?.own.finishTasksAndInvalidate() }
  }

  /// The session that carries the requests, made with the given session's configuration and
  /// the transport's delegate on first use.
  var session: URLSession {
    sessions.withLock { sessions in
      if let sessions {
        return sessions.own
      }
      let source = makeSource()
      let queue = OperationQueue()
      queue.maxConcurrentOperationCount = 1
      // The client keeps its own cache (`ResponseCache`); Foundation's must not answer for it.
      let configuration = source.configuration
      configuration.urlCache = nil
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      let own = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
      sessions = (source, own)
      return own
    }
  }

  var activeTransferCount: Int {
    delegate.activeTransferCount
  }

  /// Loads `request` to `host` (as errors name it), keeping at most `limit` bytes of body and
  /// following redirects to `http` and `https` URLs when `followsRedirects` is set, without the
  /// fields named in `credentialHeaders` (lowercased) when they lead to another origin;
  /// `requestedHost` is told of each redirect followed.
  ///
  /// It can be cancelled at any moment: the caller is then resumed at once with
  /// `URLError(.cancelled)` (see ``PendingLoad``), and a call from a task that is already
  /// cancelled sends nothing. It throws ``NetworkError/tooLarge(host:limit:)`` for a body past
  /// the limit, ``NetworkError/malformedResponse(host:reason:)`` for a failure after the response
  /// began or a redirect to another scheme, and the session's error otherwise.
  ///
  /// On Linux, where a started task is not cancelled, libcurl itself stops a transfer once its
  /// body is past the largest limit asked for so far (see `CurlBodyLimit.h`), in a program
  /// that routes libcurl's `curl_easy_setopt` to the `CurlOnDemand` target, as the app does.
  func load(
    _ request: URLRequest, host: ShownHost, limit: Int, followsRedirects: Bool,
    credentialHeaders: Set<String> = Credentials.standardHeaderNames,
    requestedHost: RequestedHost? = nil, observer: TrafficObserver? = nil,
    output: BodyOutput? = nil
  ) async throws -> (Data, URLResponse) {
    #if os(Linux)
      // A body passed on is bounded by where it goes: while one is, libcurl stops none, and
      // reads the socket no faster than the body is written out (`CurlReceiveBacklog.h`).
      curl_body_limit_raise(Int64(limit))
      if output != nil { curl_receive_backlog_begin() }
      defer { if output != nil { curl_receive_backlog_end() } }
    #endif
    var request = request
    // A request sent again (a retry, a wait for a rate limit, a second try as JSON:API) reads
    // its form again from the first byte: the stream of the first try is spent.
    if let form = request.httpBodyStream as? MultipartBodyStream, form.isSpent {
      request.httpBodyStream = form.restarted()
    }
    let transfer = Transfer(
      host: host, limit: limit, followsRedirects: followsRedirects,
      credentialHeaders: credentialHeaders, requestedHost: requestedHost,
      slashedPaths: slashedPaths, observer: observer, output: output)
    do {
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { [request] continuation in
          guard transfer.load.install(continuation) else { return }
          let task = session.dataTask(with: request)
          delegate.register(transfer, for: task)
          transfer.load.attach(task)
        }
      } onCancel: {
        transfer.load.cancel()
      }
    } catch {
      // A file of the body that could not be read ended the transfer: say which.
      if let failure = (request.httpBodyStream as? MultipartBodyStream)?.failure,
        let url = request.url
      {
        throw NetworkError.unansweredWrite(
          request: ShownRequest(request.httpMethod ?? "POST", url), reason: failure.description)
      }
      throw error
    }
  }
}
