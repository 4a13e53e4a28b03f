import Dependencies
import Foundation
import HTTPClient
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in a ``Transport``: what its session task has delivered so far, and the caller
/// waiting for the outcome (see ``PendingLoad``).
///
/// The session's delegate feeds it the task's events in order. The body is kept up to the size
/// limit (see ``ResponseBody``); past it, or when `Content-Length` already says so, the caller
/// gets ``NetworkError/tooLarge(host:limit:)`` at once and the rest of the body is dropped as it
/// comes; an error's body (a status of 400 or more) is cut at ``errorBodyLimit`` instead, and the
/// answer taken at once with what came. A redirect is followed only when the transfer follows
/// redirects and the new URL is `http` or `https` (as the server's `Location` wrote it: FoundationNetworking aims a
/// `file:///etc/passwd` at the same host); otherwise the 3xx is the answer, or, for another
/// scheme, ``NetworkError/malformedResponse(host:reason:)``, as is a redirect whose `Location`
/// is missing or unparseable. A failure before any answer from a redirect's target is a
/// ``RedirectedFailure`` naming that target. A failure after the response began (a
/// connection closed mid-body, broken chunking, corrupt compression) is also
/// ``NetworkError/malformedResponse(host:reason:)``: the server was reached and answered badly;
/// a timeout or a connection reset then is
/// ``NetworkError/bodyStalled(host:status:limit:attempts:reason:)``, an answer cut off.
final class Transfer: Sendable {
  /// The caller's side of the transfer.
  let load: PendingLoad
  /// The host, as errors name it.
  let host: ShownHost
  /// Whether a redirect to an `http` or `https` URL is followed.
  let followsRedirects: Bool
  /// The header fields that carry credentials, lowercased: a redirect to another origin goes
  /// without them.
  let credentialHeaders: Set<String>
  /// Where the request is, told of each redirect followed.
  let requestedHost: RequestedHost?
  /// Told of each redirect followed, to keep those that only add or drop a final `/`.
  let slashedPaths: SlashedPaths?
  /// Told of each redirect followed, as `--verbose` shows it: the redirect's head, then the
  /// request sent in its place.
  let observer: TrafficObserver?
  /// Where the body of an answer of success goes once it outgrows what is held; `nil` to hold
  /// every body.
  let output: BodyOutput?

  /// What has arrived so far, and whether the outcome is decided.
  private struct State: Sendable {
    var body: ResponseBody
    var response: URLResponse?
    var outcomeDecided = false
    var refusedRedirect: URL?
    /// The host of the last redirect followed, if any.
    var redirectedHost: ShownHost?
    /// The URLs asked so far, once a redirect came: the first, then each redirect's target.
    var asked: [URL] = []
    /// What was asked, ending with a URL asked again, when a redirect came back to one.
    var loop: [URL]?
    /// Whether the body goes to ``output`` once it outgrows what is held: an answer of success.
    var passes = false
    /// Whether the output was opened, the body going to it rather than being held.
    var opened = false
    /// The body's bytes received, and those the answer says it has (`Content-Length`).
    var received: Int64 = 0
    var expected: Int64?
  }

  private let state: Mutex<State>

  /// A transfer for a request to `host` whose body may be `limit` bytes long, following
  /// redirects or not, its caller waiting on `load`; the fields named in `credentialHeaders`
  /// (lowercased) carry credentials, and `requestedHost` and `slashedPaths` are told of each
  /// redirect followed.
  init(
    host: ShownHost, limit: Int, followsRedirects: Bool,
    credentialHeaders: Set<String> = Credentials.standardHeaderNames,
    requestedHost: RequestedHost? = nil, slashedPaths: SlashedPaths? = nil,
    observer: TrafficObserver? = nil, output: BodyOutput? = nil, load: PendingLoad = PendingLoad()
  ) {
    self.output = output
    self.slashedPaths = slashedPaths
    self.observer = observer
    self.host = host
    self.followsRedirects = followsRedirects
    self.credentialHeaders = credentialHeaders
    self.requestedHost = requestedHost
    self.load = load
    state = Mutex(State(body: ResponseBody(limit: limit)))
  }

  /// The most bytes of an error's body kept (the body of a status of 400 or more): enough for
  /// its excerpt and a 422's field errors. The answer is taken once they have come, the rest
  /// dropped, so that a large error body costs neither the time nor the memory of its size.
  static let errorBodyLimit = 1 << 20

  func didReceive(_ response: URLResponse) {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    let isError = status >= 400
    requestedHost?.answerBegan(status: status)
    let (isTooLarge, limit) = state.withLock { state in
      state.response = response
      state.passes = output != nil && (200..<300).contains(status)
      // A length of encoded bytes is not that of the body delivered, decoded.
      let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")
      state.expected =
        response.expectedContentLength >= 0 && (encoding ?? "identity").lowercased() == "identity"
        ? response.expectedContentLength : nil
      state.received = 0
      // A body passed on is bounded by where it goes, not by the limit.
      guard !state.passes else { return (false, state.body.limit) }
      if isError {
        state.body = ResponseBody(
          limit: min(state.body.limit, Self.errorBodyLimit), pastLimit: .cut)
      }
      return (response.expectedContentLength > Int64(state.body.limit), state.body.limit)
    }
    if isTooLarge, !isError {
      fail(with: .tooLarge(host: host, limit: limit))
    }
  }

  var keptByteCount: Int {
    state.withLock { $0.body.data.count }
  }

  /// A part of the body has arrived. Once the caller has stopped waiting (a task that
  /// FoundationNetworking does not stop goes on delivering), the body is dropped and nothing
  /// more is kept.
  func didReceive(_ data: Data) {
    guard !load.isCancelled else {
      release()
      return
    }
    if let output, state.withLock({ $0.passes }) {
      return pass(data, to: output)
    }
    let outcome = state.withLock {
      state -> (fits: Bool, limit: Int, cutError: (Data, URLResponse)?) in
      guard !state.outcomeDecided else { return (true, state.body.limit, nil) }
      // No other reference to the body's bytes may be held across this append: it would copy
      // the whole body on every chunk, making a receive quadratic.
      if state.body.append(data) {
        return (true, state.body.limit, nil)
      }
      let limit = state.body.limit
      guard state.body.pastLimit == .cut, let response = state.response else {
        return (false, limit, nil)
      }
      state.outcomeDecided = true
      let cut = state.body.data
      state.body = ResponseBody(limit: limit)
      return (true, limit, (cut, response))
    }
    if let (body, response) = outcome.cutError {
      load.finish(.success((body, response)))
    } else if !outcome.fits {
      fail(with: .tooLarge(host: host, limit: outcome.limit))
    }
  }

  /// A part of a body that goes to `output`: held while the body is within what the output
  /// holds, then, once it outgrows it, the output opened and given what was held and each
  /// part after it. A failure to write ends the transfer (``BodyPassThrough/Broken``).
  private func pass(_ data: Data, to output: BodyOutput) {
    enum Step {
      case none
      case held
      case open(HTTPResponseHead, held: Data)
      case write
    }
    let (step, progress) = state.withLock { state -> (Step, TransferProgress) in
      guard !state.outcomeDecided else {
        return (.none, TransferProgress(completed: state.received, expected: state.expected))
      }
      state.received += Int64(data.count)
      let progress = TransferProgress(completed: state.received, expected: state.expected)
      if state.opened { return (.write, progress) }
      if state.body.data.count + data.count <= output.holding {
        _ = state.body.append(data)
        return (.held, progress)
      }
      state.opened = true
      let held = state.body.data
      state.body = ResponseBody(limit: state.body.limit)
      let head =
        state.response.flatMap(HTTPResponseHead.init) ?? HTTPResponseHead(status: 200)
      return (.open(head, held: held), progress)
    }
    output.received(progress)
    do {
      switch step {
      case .none, .held:
        return
      case .open(let head, let held):
        output.written.update(progress)
        try output.open(head)
        if !held.isEmpty { try output.write(held) }
        try output.write(data)
      case .write:
        output.written.update(progress)
        try output.write(data)
      }
    } catch {
      let written = progress.completed - Int64(data.count)
      if !release() {
        load.finish(
          .failure(
            BodyPassThrough.Broken(
              written: max(0, written), expected: progress.expected,
              cause: .output(fileErrorReason(error)))))
      }
    }
  }

  /// The request to send in place of the one answered by `response`, a redirect to `request`,
  /// or `nil` to take the redirect as the answer.
  func redirect(to request: URLRequest, answering response: HTTPURLResponse? = nil) -> URLRequest? {
    guard followsRedirects else { return nil }
    let location = response?.value(forHTTPHeaderField: "Location").flatMap {
      URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: response?.url)?.absoluteURL
    }
    let targets = [request.url, location].compactMap { $0 }
    guard let url = request.url,
      targets.allSatisfy({ ["http", "https"].contains($0.scheme?.lowercased()) })
    else {
      state.withLock { $0.refusedRedirect = location ?? request.url ?? URL(string: "about:blank") }
      return nil
    }
    let target =
      location.flatMap {
        $0.scheme == url.scheme && $0.host == url.host && $0.port == url.port ? $0 : nil
      } ?? url
    let isLoop = state.withLock { state in
      if state.asked.isEmpty, let answered = response?.url { state.asked = [answered] }
      let isLoop = state.asked.contains { $0.absoluteString == target.absoluteString }
      state.asked.append(target)
      if isLoop { state.loop = state.asked }
      return isLoop
    }
    guard !isLoop else { return nil }
    state.withLock { $0.redirectedHost = ShownHost(url) }
    requestedHost?.redirected(to: ShownHost(url))
    slashedPaths?.noteRedirect(from: response?.url, to: target)
    // FoundationNetworking's own target drops a final `/` of the `Location` (`/books/` is
    // asked as `/books`, which a server that adds the slash answers with the same redirect):
    // the target is the `Location` resolved against the URL it answered, as RFC 3986 says.
    var resolved = request
    resolved.url = target
    tell(redirect: response, followedBy: resolved)
    return target != url ? resolved : request
  }

  /// Tells ``observer`` of a redirect followed: its head, then the request in its place.
  private func tell(redirect response: HTTPURLResponse?, followedBy request: URLRequest) {
    guard let observer else { return }
    if let response, let head = HTTPResponseHead(response) {
      observer(
        .response(status: head.status, headers: head.headers, secretHeaders: credentialHeaders))
    }
    observer(.sent(request, secretHeaders: credentialHeaders))
  }

  /// The task has ended, with `error` or without; `taskResponse` is the task's last response,
  /// which FoundationNetworking does not deliver for a redirect it could not follow.
  func didComplete(with error: (any Error)?, taskResponse: URLResponse? = nil) {
    let (decided, response, data, refused, redirectedHost, loop) = state.withLock { state in
      defer { state.outcomeDecided = true }
      return (
        state.outcomeDecided, state.response, state.body.data, state.refusedRedirect,
        state.redirectedHost, state.loop
      )
    }
    guard !decided else { return }
    let (opened, received, expected) = state.withLock { ($0.opened, $0.received, $0.expected) }
    if opened {
      return finishPassedOn(
        error: error, response: response, received: received, expected: expected,
        host: redirectedHost ?? host)
    }
    if let loop {
      return load.finish(.failure(NetworkError.redirectLoop(host: host, chain: shown(loop))))
    }
    let unfollowed = (taskResponse as? HTTPURLResponse).flatMap {
      followsRedirects && refused == nil && response == nil && error == nil
        && WriteRedirect.statuses.contains($0.statusCode) ? $0 : nil
    }
    if let unfollowed {
      load.finish(
        .failure(
          NetworkError.malformedResponse(
            host: redirectedHost ?? host,
            reason: "HTTP \(unfollowed.statusCode) redirect without a valid Location")))
    } else if let refused {
      load.finish(
        .failure(
          NetworkError.malformedResponse(
            host: host, reason: "redirect to unsupported URL \(ShownURL(refused))")))
    } else if let error {
      let urlError = error as? URLError
      if let urlError, response != nil {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        load.finish(
          .failure(
            NetworkError(midBody: urlError, host: redirectedHost ?? host, status: status)))
      } else if let urlError, let redirectedHost {
        load.finish(.failure(RedirectedFailure(host: redirectedHost, error: urlError)))
      } else {
        load.finish(.failure(error))
      }
    } else if let response = response ?? taskResponse {
      load.finish(.success((data, response)))
    } else {
      load.finish(.failure(URLError(.badServerResponse)))
    }
  }

  /// Ends a transfer whose body went to the output: with ``BodyWentOut``, or, when `error`
  /// broke it off, with ``BodyPassThrough/Broken`` (never tried again: what was written
  /// stands).
  private func finishPassedOn(
    error: (any Error)?, response: URLResponse?, received: Int64, expected: Int64?,
    host: ShownHost
  ) {
    let head = response.flatMap(HTTPResponseHead.init) ?? HTTPResponseHead(status: 200)
    guard let error else {
      if let expected, received < expected {
        return load.finish(
          .failure(
            BodyPassThrough.Broken(
              written: received, expected: expected,
              cause: .network(
                .malformedResponse(host: host, reason: "the connection closed mid-body")))))
      }
      return load.finish(.failure(BodyWentOut(head: head, byteCount: received)))
    }
    let cause =
      (error as? URLError).map { NetworkError(midBody: $0, host: host, status: head.status) }
      ?? NetworkError(error, host: host)
      ?? .malformedResponse(host: host, reason: fileErrorReason(error))
    load.finish(
      .failure(
        BodyPassThrough.Broken(written: received, expected: expected, cause: .network(cause))))
  }

  /// The URLs of a redirect loop as its message shows them, credentials hidden (``ShownURL``):
  /// the path and query of each on the first one's origin, the whole URL of each elsewhere.
  private func shown(_ urls: [URL]) -> [String] {
    let origin = urls.first.map { ($0.scheme, $0.host, $0.port) }
    return urls.map { url in
      let shown = ShownURL(url)
      guard let origin, (url.scheme, url.host, url.port) == origin,
        let components = URLComponents(url: shown.url, resolvingAgainstBaseURL: false)
      else { return shown.description }
      let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
      let query = components.percentEncodedQuery.map { "?" + $0 } ?? ""
      return (path + query).singleLine(limit: ShownURL.limit)
    }
  }

  /// Ends the caller's wait with `error`, the rest of the task's events being ignored.
  private func fail(with error: NetworkError) {
    if !release() {
      load.finish(.failure(error))
    }
  }

  /// Decides the outcome, so that the rest of the task's events are ignored, and lets the body
  /// go; returns whether the outcome was decided already.
  @discardableResult
  private func release() -> Bool {
    state.withLock { state in
      defer {
        state.outcomeDecided = true
        state.body = ResponseBody(limit: state.body.limit)
      }
      return state.outcomeDecided
    }
  }
}
