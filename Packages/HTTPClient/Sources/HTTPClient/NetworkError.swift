import Foundation

/// What went wrong with a request, in cases a caller can act on.
///
/// A server is named by a ``ShownHost``, a request by a ``ShownRequest`` and a URL by a
/// ``ShownURL``, which are made from a URL without its password: no message of an error can
/// print a password given in a URL, however it is written.
public enum NetworkError: Error, Hashable, Sendable {
  /// The server could not be reached: no connection, unknown host, refused, TLS failure;
  /// `attempts` counts the tries made, retries included.
  case unreachable(host: ShownHost, reason: String, attempts: Int = 1)
  /// The server did not answer in time: within `limit`, the overall deadline, when one was set.
  case timedOut(host: ShownHost, limit: Duration? = nil, attempts: Int = 1)
  /// The server began to answer, with `status`, then its body stopped coming: it had not all
  /// come within `limit`, the overall deadline, when one was set, or the connection broke off
  /// for `reason`, such as `recv failure: Connection reset by peer` (`nil` when the time ran
  /// out).
  case bodyStalled(
    host: ShownHost, status: Int, limit: Duration? = nil, attempts: Int = 1, reason: String? = nil)
  /// The server was reached but ended the connection before any answer, for `reason`, such as
  /// `connection closed without an answer` (as a server that restarts does) or `connection
  /// lost`; `attempts` counts the tries made.
  case unanswered(host: ShownHost, reason: String, attempts: Int = 1)
  /// A write (`request`, such as `POST http://…/posts`) got no answer, for `reason`, such as
  /// `127.0.0.1:3000 did not answer within 30s`: the server may have received and carried it
  /// out, so sending it again may do it twice.
  case unansweredWrite(request: ShownRequest, reason: String)
  /// A write (`request`) was answered with `status`, then the rest of its answer could not be
  /// read, for `reason`, such as `recv failure: Connection reset by peer` or a body that stopped
  /// coming: the server received it and may have carried it out, so sending it again may do it
  /// twice.
  case cutShortWrite(request: ShownRequest, status: Int, reason: String)
  /// A connection was made to `host` for an `https` URL, and what the server sent back was not
  /// TLS: it speaks plain HTTP, most likely, at an `http` URL.
  case notTLS(host: ShownHost)
  /// The request was cancelled (`URLError(.cancelled)` and `CancellationError` both land here).
  case cancelled
  /// The server answered 404 for a resource, such as `post` `999`.
  case notFound(resource: String, id: String)
  /// The server answered with another status than expected; `bodyExcerpt` is a short,
  /// printable excerpt of what it sent, and `request` the method and URL, such as
  /// `GET http://127.0.0.1:3000/posts`, when known.
  case unexpectedStatus(
    code: Int, bodyExcerpt: String, request: ShownRequest? = nil, attempts: Int = 1)
  /// The server refused `request` for want of credentials, or of better ones: a `401`.
  /// `schemes` are the authentication schemes its `WWW-Authenticate` asks for, such as
  /// `["Bearer"]` (none when it names none), so that a message can say what to give;
  /// `bodyExcerpt` is what it said, as ``unexpectedStatus(code:bodyExcerpt:request:attempts:)``
  /// quotes it.
  case unauthorized(request: ShownRequest?, schemes: [String], bodyExcerpt: String)
  /// The server refused `request` with a `401`, and the session's hook could not have new
  /// credentials to send it again with (see `SessionHook`): `reason` says why, in the words of
  /// the renewal's own failure.
  case credentialsNotRenewed(request: ShownRequest, reason: String)
  /// The server was reached but its answer was not valid HTTP: a garbage status line, broken
  /// chunking, corrupt compression, oversized headers, a redirect to an unsupported scheme.
  case malformedResponse(host: ShownHost, reason: String)
  /// Following redirects came back to a URL the request had already asked: `chain` is what it
  /// asked, in order, ending with the one asked again (`/api/books`, `/api/books/`,
  /// `/api/books`).
  case redirectLoop(host: ShownHost, chain: [String])
  /// The response body was larger than `limit` bytes (counted after decompression), and was
  /// not read further.
  case tooLarge(host: ShownHost, limit: Int)
  /// A write (`request`, such as `PATCH http://…/posts/7`) was answered with a redirect
  /// (`status`) to `location` that cannot be followed without changing the request.
  case redirected(request: ShownRequest, status: Int, location: ShownURL)
  /// The response could not be decoded as `resource`; `codingPath` says where, such as
  /// `[3].title`.
  case undecodable(resource: String, codingPath: String, reason: String)
  /// The server answered a create with success (`status`) but without a readable `resource`:
  /// the item may have been created.
  case unconfirmedCreate(resource: String, status: Int, reason: String)
  /// The server answered a create with success (`status`, such as `201`) without a body and
  /// without a `Location`: the `resource` may have been created, and nothing says where.
  case createdWithoutLocation(resource: String, status: Int)
  /// The server refused a change of `resource` (`request`, such as `PATCH http://…/posts/7`)
  /// with a `412`: the version it was sent for (`If-Match`) is no longer the record's, which
  /// changed meanwhile; read it again before changing it.
  case versionConflict(resource: String, request: ShownRequest?)
  /// The server refused a change of `resource` (`request`) with a `428`: it changes a record
  /// only for a known version (`If-Match`), and none was sent.
  case versionRequired(resource: String, request: ShownRequest?)
  /// The server refused to store `resource` (a 422) and said which fields are wrong.
  case rejected(resource: String, fieldErrors: FieldErrors)
  /// The client may not use the network (it is offline, or the read was one of
  /// ``ReadFreshness/storedOnly``): it has no stored answer for the read `request`, such as
  /// `GET https://…/posts`, for `reason` when the client knows it, or `request` is a write,
  /// which was not sent.
  case notStored(request: ShownRequest, reason: NotStoredReason? = nil)
  /// The server refused `request` (such as `GET https://…/issues`) for now with `status`, since
  /// the client made too many requests: a `429`, or an answer the session's rate limit
  /// recognises, such as GitHub's `403` with `X-RateLimit-Remaining: 0`. `retryAt` is when the
  /// limit resets, when the server said; the request did not wait for it (see `RateLimitPolicy`
  /// in `HTTPClientLive`). With no `attempts`, the request was not sent: an earlier answer of
  /// the server said `status` and the reset, which is still to come.
  case rateLimited(request: ShownRequest?, status: Int, retryAt: Date?, attempts: Int = 1)
  /// `request` could not be sent as it was made, for `reason`, such as a header field whose value
  /// holds a line break; nothing was sent.
  case invalidRequest(request: ShownRequest, reason: String)
}

extension NetworkError: CustomStringConvertible {
  /// A one-line message for a person, such as `post 999 not found`, with the time a rate limit
  /// resets said against the time now, in the system's time zone.
  public var description: String {
    description(now: Date(), timeZone: .current)
  }

  /// A one-line message for a person, such as `post 999 not found`, with the time a rate limit
  /// resets said as the wait from `now` and the time of day in `timeZone`:
  /// `try again in 40 s, at 14:03:20`.
  public func description(now: Date, timeZone: TimeZone) -> String {
    description(now: now, timeZone: timeZone, saysWait: true)
  }

  /// A one-line message for a person that stays true as time passes, for a screen not drawn
  /// again each second: the time a rate limit resets said as its time of day alone, in the
  /// system's time zone (`try again at 14:03:20`).
  public var lastingDescription: String {
    description(now: Date(), timeZone: .current, saysWait: false)
  }

  /// When a rate limit resets, as ``lastingDescription`` says it: `at 14:03:20` in the system's
  /// time zone, with its date when that is another day than `now`'s.
  public static func resetTime(_ date: Date, now: Date = Date()) -> String {
    RetryTime(date: date, now: now, timeZone: .current, saysWait: false).description
  }

  private func description(now: Date, timeZone: TimeZone, saysWait: Bool) -> String {
    switch self {
    case .unreachable(let host, let reason, let attempts):
      return "cannot reach \(host): \(reason)\(Self.attemptsNote(attempts))"
    case .timedOut(let host, let limit, let attempts):
      let within = limit.map { " within \(Self.text(of: $0))" } ?? " in time"
      return "\(host) did not answer\(within)\(Self.attemptsNote(attempts))"
    case .bodyStalled(let host, let status, let limit, let attempts, let reason):
      return "\(host) began to answer (HTTP \(status)), then its body stopped coming: "
        + (reason ?? Self.stalledBodyNote(limit)) + Self.attemptsNote(attempts)
    case .unanswered(let host, let reason, let attempts):
      return "\(host) did not answer: \(reason)\(Self.attemptsNote(attempts))"
    case .unansweredWrite(let request, let reason):
      return "\(request) got no answer (\(reason)); \(Self.checkFirstNote(request))"
    case .cutShortWrite(let request, let status, let reason):
      return "\(request) was answered HTTP \(status), but the rest of the answer could not be "
        + "read (\(reason)); \(Self.checkFirstNote(request))"
    case .notTLS(let host):
      return "the server at \(host) does not speak TLS: try http:// rather than https://"
    case .cancelled:
      return "request cancelled"
    case .notFound(let resource, let id):
      return "\(resource) \(id) not found"
    case .unexpectedStatus(let code, let bodyExcerpt, let request, let attempts):
      let excerpt = bodyExcerpt.isEmpty ? "" : ": \(bodyExcerpt)"
      let status = request.map { "\($0): HTTP \(code)" } ?? "server answered HTTP \(code)"
      return "\(status)\(excerpt)\(Self.attemptsNote(attempts))"
    case .unauthorized(let request, _, let bodyExcerpt):
      let excerpt = bodyExcerpt.isEmpty ? "" : ": \(bodyExcerpt)"
      return (request.map { "\($0): HTTP 401" } ?? "server answered HTTP 401") + excerpt
    case .credentialsNotRenewed(let request, let reason):
      return "\(request): HTTP 401, and new credentials could not be had: \(reason)"
    case .malformedResponse(let host, let reason):
      return "\(host) answered with a malformed HTTP response: \(reason)"
    case .redirectLoop(let host, let chain):
      return "\(host): \(chain.joined(separator: " → ")): a redirect loop"
    case .tooLarge(let host, let limit):
      return "the response from \(host) is larger than \(Self.text(ofByteCount: limit))"
    case .redirected(let request, let status, let location):
      return "\(request): HTTP \(status) redirects the write to \(location); nothing was changed "
        + "there (use that URL)"
    case .undecodable(let resource, let codingPath, let reason):
      let location = codingPath.isEmpty ? "" : " at \(codingPath)"
      return "unexpected response for \(resource)\(location): \(reason)"
    case .unconfirmedCreate(let resource, let status, let reason):
      return "the server answered HTTP \(status) without a readable \(resource) (\(reason)); "
        + "the \(resource) may have been created"
    case .createdWithoutLocation(let resource, let status):
      return "the server answered HTTP \(status) with neither a \(resource) nor its Location; "
        + "the \(resource) may have been created"
    case .versionConflict(let resource, let request):
      return "\(Self.statusNote(request, 412))the \(resource) changed since it was read; "
        + "read it again before changing it"
    case .versionRequired(let resource, let request):
      return "\(Self.statusNote(request, 428))the server changes a \(resource) only for the "
        + "version it was read at, and none was known; read it again before changing it"
    case .rejected(let resource, let fieldErrors):
      let lines = fieldErrors.lines
      var details = lines.prefix(Self.rejectedLinesShown).map { $0.singleLine(limit: 120) }
      if lines.count > Self.rejectedLinesShown {
        details.append("… and \(lines.count - Self.rejectedLinesShown) more")
      }
      let list = details.joined(separator: "; ")
      return "the server rejected the \(resource)\(list.isEmpty ? "" : ": \(list)")"
    case .notStored(let request, let reason) where request.isRead:
      let why = reason.map { ": \($0.text(now: now))" } ?? ""
      return "offline, and \(request) is not stored\(why); run the command once online first"
    case .notStored(let request, _):
      return "offline, so \(request) was not sent"
    case .rateLimited(let request, let status, let retryAt, let attempts):
      let status =
        attempts == 0
        ? "\(request.map { "\($0): " } ?? "")not sent: the server answered HTTP \(status) before"
        : request.map { "\($0): HTTP \(status)" } ?? "server answered HTTP \(status)"
      let when =
        retryAt.map {
          RetryTime(date: $0, now: now, timeZone: timeZone, saysWait: saysWait).description
        }
        ?? "later"
      return "\(status), rate limited; try again \(when)\(Self.attemptsNote(attempts))"
    case .invalidRequest(let request, let reason):
      return "\(request) was not sent: \(reason)"
    }
  }

  /// How many field lines the description of ``rejected(resource:fieldErrors:)`` names.
  private static let rejectedLinesShown = 5

  /// What a write that may have been carried out asks of a person: to check before sending it
  /// again.
  private static func checkFirstNote(_ request: ShownRequest) -> String {
    "it may have been carried out: check with GET \(request.target) before sending it again"
  }

  /// How long a body that stopped coming was waited for: `not all of it came within 5s`.
  private static func stalledBodyNote(_ limit: Duration?) -> String {
    "not all of it came " + (limit.map { "within \(text(of: $0))" } ?? "in time")
  }

  /// The request and its status, when the request is known: `PATCH http://…/posts/7: HTTP 412, `.
  private static func statusNote(_ request: ShownRequest?, _ status: Int) -> String {
    request.map { "\($0): HTTP \(status), " } ?? ""
  }

  /// How many tries were made, when more than one: ` (after 3 attempts)`.
  private static func attemptsNote(_ attempts: Int) -> String {
    attempts > 1 ? " (after \(attempts) attempts)" : ""
  }

  /// A duration as a person writes it, as the errors, the retries and a request's summary say
  /// it: `30s`, `1.5s`, `250ms`.
  public static func text(of duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = attoseconds / 1_000_000_000_000_000
    if seconds > 0, milliseconds == 0 {
      return "\(seconds)s"
    }
    if seconds == 0 {
      return "\(milliseconds)ms"
    }
    let tenths = milliseconds / 100
    return tenths == 0 ? "\(seconds)s" : "\(seconds).\(tenths)s"
  }

  /// A byte count as a person reads it, as the errors say a size limit: `16 MiB`, `512 KiB`,
  /// `100 bytes` (a unit only when the count is a whole number of it).
  public static func text(ofByteCount count: Int) -> String {
    let mebibyte = 1 << 20
    let kibibyte = 1 << 10
    if count >= mebibyte, count % mebibyte == 0 {
      return "\(count / mebibyte) MiB"
    }
    if count >= kibibyte, count % kibibyte == 0 {
      return "\(count / kibibyte) KiB"
    }
    return "\(count) bytes"
  }
}
