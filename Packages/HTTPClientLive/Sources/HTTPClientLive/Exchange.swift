import Foundation
import HTTPBasics
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request carried out under a ``TransferPolicy``: its attempts, the waits between them and
/// for a rate limit's reset, the redirects of a write, and the deadline over all of them.
struct Exchange: Sendable {
  /// What came back in the end.
  struct Answer: Sendable {
    var data: Data
    /// The response, whose URL is the last one requested.
    var response: URLResponse
    /// The method and final URL, as errors name the request: `GET http://…/posts`.
    var requestLine: ShownRequest
    var attempts: Int
  }

  let transport: Transport
  let policy: TransferPolicy
  /// The request's host, as errors name it.
  let host: ShownHost
  /// Whether a read is tried again only when the server says when (see
  /// ``RetryPolicy/waitsOnlyWhenAsked``).
  var retriesOnlyWhenAsked = false
  /// The moment by which the request, its retries and the waits between them must be done;
  /// `nil` for none.
  var deadline: Deadline?
  /// The header fields that carry credentials, lowercased: a redirect to another origin goes
  /// without them.
  var credentialHeaders = Credentials.standardHeaderNames
  /// The key a write carries, which makes it safe to try again as a read; `nil` for none.
  var idempotencyKey: IdempotencyKey?
  /// The resets of the servers' rate limits, the session's; `nil` to keep none.
  var rateLimits: RateLimitResets?

  /// Sends `request` until it is answered for good, and returns the answer.
  ///
  /// A read, a write with an ``idempotencyKey``, or one carried out only on a known version of
  /// its record (a strong `If-Match`), is tried again as ``RetryPolicy`` says, each retry told
  /// to the task's `RetryObserver.current`: a second such write either applies once or is
  /// refused. So a `412` or `404` answering a retry of a versioned write, one of whose tries may
  /// have been carried out (it had no answer, or a gateway's `502` or `504`) and changed or
  /// removed the record, throws ``NetworkError/unansweredWrite(request:reason:)``, never a
  /// conflict; after tries the server refused (`429`, `503`), it is the conflict it says; a
  /// write follows `307` and `308` redirects as
  /// ``WriteRedirect`` says. A rate-limited answer (see ``RateLimitPolicy``) waits for the
  /// reset and is sent again, a write too, when the policy allows the wait; otherwise it throws
  /// ``NetworkError/rateLimited(request:status:retryAt:attempts:)``. Each attempt is raced
  /// against the deadline, and a wait between attempts that would end past it is not begun. A
  /// failure throws ``NetworkError`` with the number of attempts,
  /// ``NetworkError/timedOut(host:limit:attempts:)`` when the deadline passed (unless an
  /// earlier attempt was answered with a status tried again: that answer stands),
  /// ``NetworkError/bodyStalled(host:status:limit:attempts:reason:)`` when it passed while the body
  /// came, ``NetworkError/unansweredWrite(request:reason:)`` for a write that got no answer (in
  /// time, or at all) and may have been carried out, and
  /// ``NetworkError/cutShortWrite(request:status:reason:)`` for one whose answer began and could
  /// not be read whole; an error that is not about the network (such as
  /// an unimplemented dependency's) is thrown unchanged. Errors after a redirect name the host
  /// that failed, its target's.
  func send(_ request: URLRequest) async throws -> Answer {
    let method = request.httpMethod ?? "GET"
    let isRead = ["GET", "HEAD"].contains(method)
    let isVersioned = !isRead && Self.hasStrongIfMatch(request)
    let retryable = isRead || idempotencyKey != nil || isVersioned
    let retryPolicy = RetryPolicy(
      retries: policy.retries, waitsOnlyWhenAsked: retriesOnlyWhenAsked)
    var request = request
    var host = host
    var attempts = 0
    var hops = 0
    var rateLimitWaits = 0
    // The last answer tried again, which stands when the deadline cuts the next attempt short.
    var retriedAnswer: (data: Data, response: URLResponse)?
    // Why the first try of a versioned write failed, once it did.
    var firstFailure: String?
    // Whether a try of a versioned write failed in a way that may have carried it out: no
    // answer, or a gateway's 502 or 504; a 429 or a 503 is the server's refusal.
    var mayHaveBeenCarriedOut = false
    try await awaitKnownReset(of: request, waits: &rateLimitWaits)
    while true {
      attempts += 1
      let outcome: Result<(Data, URLResponse), any Error>
      let requestedHost = RequestedHost(host, observer: AnswerHeadObserver.current)
      do {
        outcome = .success(
          try await load(
            request, host: host, followsRedirects: isRead, deadline: deadline,
            requestedHost: requestedHost))
      } catch is DeadlinePassed {
        // A body that went out in part is cut off, never answered another way.
        if let written = BodyOutput.current?.written.progress {
          throw BodyPassThrough.Broken(
            written: written.completed, expected: written.expected,
            cause: .network(
              .bodyStalled(
                host: requestedHost.current, status: requestedHost.answerStatus ?? 200,
                limit: deadline?.limit, attempts: attempts)))
        }
        if let retriedAnswer {
          return try finalAnswer(
            retriedAnswer.data, retriedAnswer.response, request: request, method: method,
            attempts: attempts)
        }
        let timedOut =
          requestedHost.answerStatus.map {
            NetworkError.bodyStalled(
              host: requestedHost.current, status: $0, limit: deadline?.limit, attempts: attempts)
          }
          ?? .timedOut(host: requestedHost.current, limit: deadline?.limit, attempts: attempts)
        throw isRead
          ? timedOut
          : timedOut.unanswered(write: request, answerStatus: requestedHost.answerStatus)
      } catch {
        outcome = .failure(error)
      }
      let retryOutcome: RetryPolicy.Outcome
      switch outcome {
      case .failure(let error):
        retryOutcome = .failed(error)
      case .success(let (data, response)):
        let http = response as? HTTPURLResponse
        if !isRead, let http,
          let next = try WriteRedirect.nextRequest(
            after: http, to: request, host: host, hops: hops, credentialHeaders: credentialHeaders)
        {
          transport.slashedPaths.noteRedirect(from: request.url, to: next.url)
          request = next
          host = next.url.map(ShownHost.init) ?? host
          hops += 1
          attempts -= 1
          continue
        }
        if let limit = rateLimit(of: response) {
          if let rateLimits, let retryAt = limit.retryAt, let url = response.url ?? request.url {
            rateLimits.record(
              RateLimitResets.Reset(date: retryAt, status: http?.statusCode ?? 429),
              for: RateLimitResets.origin(of: url))
          }
          if let wait = limit.wait, rateLimitWaits < policy.rateLimit.maximumWaits,
            wait <= policy.rateLimit.maximumWait, deadline.map({ wait < $0.remaining }) ?? true
          {
            rateLimitWaits += 1
            if isVersioned, firstFailure == nil {
              firstFailure = "HTTP \(http?.statusCode ?? 429)"
            }
            tellRetry(
              of: request, after: .answered(status: http?.statusCode ?? 429, retryAfter: wait),
              attempt: attempts + 1, wait: wait, host: host, isRateLimit: true)
            try await policy.clock.sleep(for: wait)
            continue
          }
          guard limit.wait == nil, let http,
            RetryPolicy.transientStatuses.contains(http.statusCode)
          else {
            throw rateLimited(limit, response, request: request, attempts: attempts)
          }
        }
        if isVersioned, mayHaveBeenCarriedOut, let http, [404, 412].contains(http.statusCode) {
          throw NetworkError.unansweredWrite(
            request: ShownRequest(method, request.url ?? URL(fileURLWithPath: "/")),
            reason: "\(firstFailure ?? "the first try failed"), and the next was answered "
              + "HTTP \(http.statusCode)")
        }
        guard let http, RetryPolicy.transientStatuses.contains(http.statusCode) else {
          return answer(data, response, request: request, method: method, attempts: attempts)
        }
        retryOutcome = .answered(status: http.statusCode, retryAfter: retryAfter(in: http))
        retriedAnswer = (data, response)
      }
      guard
        let wait = retryPolicy.delay(
          afterAttempt: attempts, retryable: retryable, outcome: retryOutcome,
          remaining: deadline?.remaining, jitter: policy.jitter)
      else {
        switch outcome {
        case .failure(let error):
          guard let failure = NetworkError(error, host: host)?.counting(attempts: attempts) else {
            throw error
          }
          throw isRead
            ? failure
            : failure.unanswered(write: request, answerStatus: requestedHost.answerStatus)
        case .success(let (data, response)):
          return try finalAnswer(
            data, response, request: request, method: method, attempts: attempts)
        }
      }
      if isVersioned, firstFailure == nil {
        firstFailure = Self.reason(for: retryOutcome, host: host)
      }
      if isVersioned, Self.mayHaveCarriedOut(retryOutcome) {
        mayHaveBeenCarriedOut = true
      }
      tellRetry(of: request, after: retryOutcome, attempt: attempts + 1, wait: wait, host: host)
      try await policy.clock.sleep(for: wait)
    }
  }

  /// Whether `request` is carried out only on a known version of its record: its `If-Match`
  /// names a strong tag, never `*`.
  private static func hasStrongIfMatch(_ request: URLRequest) -> Bool {
    guard let value = request.value(forHTTPHeaderField: "If-Match"),
      let tag = EntityTag(value.trimmingCharacters(in: .whitespaces))
    else { return false }
    return !tag.isWeak
  }

  /// Whether a write whose try ended as `outcome` may have been carried out all the same: it
  /// had no answer, or a gateway's `502` or `504`, behind which the server may have done it.
  private static func mayHaveCarriedOut(_ outcome: RetryPolicy.Outcome) -> Bool {
    switch outcome {
    case .failed: true
    case .answered(let status, _): [502, 504].contains(status)
    }
  }

  /// What ended an attempt, as a retry tells it: the error, or `HTTP 503`.
  private static func reason(for outcome: RetryPolicy.Outcome, host: ShownHost) -> String {
    switch outcome {
    case .failed(let error):
      NetworkError(error, host: host)?.description ?? String(describing: error)
    case .answered(let status, _):
      "HTTP \(status)"
    }
  }

  /// Tells the task's `RetryObserver.current` that `request` is tried again, as attempt
  /// `attempt`, after `wait`, since the last attempt ended with `outcome`, a `429` or a rate
  /// limit the policy recognised (`isRateLimit`) told as one.
  private func tellRetry(
    of request: URLRequest, after outcome: RetryPolicy.Outcome, attempt: Int, wait: Duration,
    host: ShownHost, isRateLimit: Bool = false
  ) {
    guard let observer = RetryObserver.current else { return }
    let reason = Self.reason(for: outcome, host: host)
    var notice = RetryNotice(
      request: ShownRequest(request.httpMethod ?? "GET", request.url ?? URL(fileURLWithPath: "/")),
      reason: reason, attempt: attempt, wait: wait, idempotencyKey: idempotencyKey)
    if case .answered(429, _) = outcome {
      notice.isRateLimit = true
    } else {
      notice.isRateLimit = isRateLimit
    }
    observer(notice)
  }

  /// One attempt, raced against the deadline when there is one; `requestedHost` follows its
  /// redirects. The request, and the head of its answer, are told to the task's
  /// `TrafficObserver.current`, and the two with the answer's body to its
  /// `ExchangeRecorder.current`.
  private func load(
    _ request: URLRequest, host: ShownHost, followsRedirects: Bool, deadline: Deadline?,
    requestedHost: RequestedHost
  ) async throws -> (Data, URLResponse) {
    let transport = transport
    let limit = policy.maximumResponseSize
    let credentialHeaders = credentialHeaders
    let observer = TrafficObserver.current
    let output = BodyOutput.current
    observer?(.sent(request, secretHeaders: credentialHeaders))
    let operation: @Sendable () async throws -> (Data, URLResponse) = {
      try await transport.load(
        request, host: host, limit: limit, followsRedirects: followsRedirects,
        credentialHeaders: credentialHeaders, requestedHost: requestedHost, observer: observer,
        output: output)
    }
    let answer =
      if let deadline {
        try await deadline.race(operation)
      } else {
        try await operation()
      }
    if let observer, let head = HTTPResponseHead(answer.1) {
      observer(
        .response(status: head.status, headers: head.headers, secretHeaders: credentialHeaders))
    }
    if let recorder = ExchangeRecorder.current, let head = HTTPResponseHead(answer.1) {
      recorder(
        RecordedExchange(
          request: .sent(request, secretHeaders: credentialHeaders),
          response: .response(
            status: head.status, headers: head.headers, secretHeaders: credentialHeaders),
          body: answer.0, contentType: head.value(forHeader: "Content-Type")))
    }
    return answer
  }

  /// Waits for the reset of the rate limit that an earlier answer of `request`'s server said,
  /// if it is still to come, as a rate-limited answer is waited for (counted in `waits`);
  /// throws ``NetworkError/rateLimited(request:status:retryAt:attempts:)`` without sending
  /// anything when the policy does not allow the wait.
  private func awaitKnownReset(of request: URLRequest, waits: inout Int) async throws {
    guard let rateLimits, let url = request.url else { return }
    let now = Date()
    guard let reset = rateLimits.reset(for: RateLimitResets.origin(of: url), now: now) else {
      return
    }
    let wait = Duration.milliseconds(
      Int64((reset.date.timeIntervalSince(now) * 1000).rounded(.up)))
    guard waits < policy.rateLimit.maximumWaits, wait <= policy.rateLimit.maximumWait,
      deadline.map({ wait < $0.remaining }) ?? true
    else {
      throw NetworkError.rateLimited(
        request: ShownRequest(request.httpMethod ?? "GET", url), status: reset.status,
        retryAt: reset.date, attempts: 0)
    }
    waits += 1
    try await policy.clock.sleep(for: wait)
  }

  /// The answer `response` with `data` after `attempts` attempts, when it is not tried again:
  /// ``NetworkError/rateLimited(request:status:retryAt:attempts:)`` when it is rate limited.
  private func finalAnswer(
    _ data: Data, _ response: URLResponse, request: URLRequest, method: String, attempts: Int
  ) throws(NetworkError) -> Answer {
    if let limit = rateLimit(of: response) {
      throw rateLimited(limit, response, request: request, attempts: attempts)
    }
    return answer(data, response, request: request, method: method, attempts: attempts)
  }

  private func answer(
    _ data: Data, _ response: URLResponse, request: URLRequest, method: String, attempts: Int
  ) -> Answer {
    let url = response.url ?? request.url ?? URL(fileURLWithPath: "/")
    return Answer(
      data: data, response: response, requestLine: ShownRequest(method, url),
      attempts: attempts)
  }

  /// The rate limit that `response` reports under the policy, `nil` when it reports none.
  private func rateLimit(of response: URLResponse) -> RateLimitPolicy.Limit? {
    HTTPResponseHead(response).flatMap { policy.rateLimit.limit(in: $0, now: Date()) }
  }

  /// The failure of `request` rate limited by `response` after `attempts` attempts, saying
  /// when the limit resets when the answer said.
  private func rateLimited(
    _ limit: RateLimitPolicy.Limit, _ response: URLResponse, request: URLRequest, attempts: Int
  ) -> NetworkError {
    let url = response.url ?? request.url ?? URL(fileURLWithPath: "/")
    return .rateLimited(
      request: ShownRequest(request.httpMethod ?? "GET", url),
      status: (response as? HTTPURLResponse)?.statusCode ?? 0, retryAt: limit.retryAt,
      attempts: attempts)
  }

  /// The wait that `response`'s `Retry-After` asks for, a date counted from the response's own
  /// `Date` when it has one, so that the two clocks need not agree.
  private func retryAfter(in response: HTTPURLResponse) -> Duration? {
    guard let value = response.value(forHTTPHeaderField: "Retry-After") else { return nil }
    let now =
      response.value(forHTTPHeaderField: "Date").flatMap { HTTPDate.date(from: $0) } ?? Date()
    return RetryAfter.delay(from: value, now: now)
  }
}

extension NetworkError {
  /// The error of the write `request` that failed with this error, its answer having begun with
  /// `answerStatus` when it is not `nil`: one that got no answer after reaching the server
  /// (``NetworkError/unanswered(host:reason:attempts:)``), or in time
  /// (``NetworkError/timedOut(host:limit:attempts:)``), is
  /// ``NetworkError/unansweredWrite(request:reason:)``, and one whose answer began and stopped
  /// coming or broke off (``NetworkError/bodyStalled(host:status:limit:attempts:reason:)``,
  /// ``NetworkError/malformedResponse(host:reason:)``) is
  /// ``NetworkError/cutShortWrite(request:status:reason:)``, since either may have been carried
  /// out; any other is unchanged.
  fileprivate func unanswered(write request: URLRequest, answerStatus: Int?) -> NetworkError {
    let shown = ShownRequest(
      request.httpMethod ?? "POST", request.url ?? URL(fileURLWithPath: "/"))
    switch self {
    case .bodyStalled(_, let status, _, _, let reason):
      return .cutShortWrite(
        request: shown, status: status,
        reason: reason ?? "its body stopped coming, and the time ran out")
    case .malformedResponse(_, let reason):
      guard let answerStatus else { return self }
      return .cutShortWrite(request: shown, status: answerStatus, reason: reason)
    case .unanswered, .timedOut:
      return .unansweredWrite(request: shown, reason: description)
    default:
      return self
    }
  }
}
