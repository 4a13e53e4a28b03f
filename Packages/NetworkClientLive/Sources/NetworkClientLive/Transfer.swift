import Dependencies
import Foundation
import Models
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in a ``Transport``: what its session task has delivered so far, and the caller
/// waiting for the outcome (see ``PendingLoad``).
///
/// The session's delegate feeds it the task's events in order. The body is kept up to the size
/// limit (see ``ResponseBody``); past it, or when `Content-Length` already says so, the caller
/// gets ``NetworkError/tooLarge(host:limit:)`` at once and the rest of the body is dropped as it
/// comes. A redirect is followed only when the transfer follows redirects and the new URL is
/// `http` or `https`; otherwise the 3xx is the answer, or, for another scheme,
/// ``NetworkError/malformedResponse(host:reason:)``. A failure after the response began (a
/// connection closed mid-body, broken chunking, corrupt compression) is also
/// ``NetworkError/malformedResponse(host:reason:)``: the server was reached and answered badly.
final class Transfer: Sendable {
  /// The caller's side of the transfer.
  let load: PendingLoad
  /// The host, as errors name it.
  let host: String
  /// Whether a redirect to an `http` or `https` URL is followed.
  let followsRedirects: Bool

  /// What has arrived so far, and whether the outcome is decided.
  private struct State: Sendable {
    var body: ResponseBody
    var response: URLResponse?
    var outcomeDecided = false
    var refusedRedirect: URL?
  }

  private let state: Locked<State>

  /// A transfer for a request to `host` whose body may be `limit` bytes long, following
  /// redirects or not, its caller waiting on `load`.
  init(host: String, limit: Int, followsRedirects: Bool, load: PendingLoad = PendingLoad()) {
    self.host = host
    self.followsRedirects = followsRedirects
    self.load = load
    state = Locked(State(body: ResponseBody(limit: limit)))
  }

  /// The response has arrived: its status and headers.
  func didReceive(_ response: URLResponse) {
    let (isTooLarge, limit) = state.withLock { state in
      state.response = response
      return (response.expectedContentLength > Int64(state.body.limit), state.body.limit)
    }
    if isTooLarge {
      fail(with: .tooLarge(host: host, limit: limit))
    }
  }

  /// A part of the body has arrived.
  func didReceive(_ data: Data) {
    let (fits, limit) = state.withLock { state in
      (state.outcomeDecided || state.body.append(data), state.body.limit)
    }
    if !fits {
      fail(with: .tooLarge(host: host, limit: limit))
    }
  }

  /// The request to send in place of the one answered by a redirect to `request`, or `nil` to
  /// take the redirect as the answer.
  func redirect(to request: URLRequest) -> URLRequest? {
    guard followsRedirects else { return nil }
    guard let url = request.url, ["http", "https"].contains(url.scheme?.lowercased()) else {
      state.withLock { $0.refusedRedirect = request.url ?? URL(string: "about:blank") }
      return nil
    }
    return request
  }

  /// The task has ended, with `error` or without.
  func didComplete(with error: (any Error)?) {
    let (decided, response, data, refused) = state.withLock { state in
      defer { state.outcomeDecided = true }
      return (state.outcomeDecided, state.response, state.body.data, state.refusedRedirect)
    }
    guard !decided else { return }
    if let refused {
      let target = refused.absoluteString.singleLine(limit: 120)
      load.finish(
        .failure(
          NetworkError.malformedResponse(
            host: host, reason: "redirect to unsupported URL \(target)")))
    } else if let error {
      let midBody = (error as? URLError).flatMap { response != nil ? $0 : nil }
      load.finish(.failure(midBody.map { NetworkError(midBody: $0, host: host) } ?? error))
    } else if let response {
      load.finish(.success((data, response)))
    } else {
      load.finish(.failure(URLError(.badServerResponse)))
    }
  }

  /// Ends the caller's wait with `error`, the rest of the task's events being ignored.
  private func fail(with error: NetworkError) {
    let decided = state.withLock { state in
      defer {
        state.outcomeDecided = true
        state.body = ResponseBody(limit: state.body.limit)
      }
      return state.outcomeDecided
    }
    if !decided {
      load.finish(.failure(error))
    }
  }
}
