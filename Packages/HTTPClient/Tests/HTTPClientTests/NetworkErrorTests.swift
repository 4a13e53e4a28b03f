import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("NetworkError.description")
struct NetworkErrorTests {
  /// Each case and the line it reads as.
  static let lines: [(NetworkError, String)] = [
    (
      NetworkError.unreachable(host: "jsonplaceholder.typicode.com", reason: "host not found"),
      "cannot reach jsonplaceholder.typicode.com: host not found"
    ),
    (.timedOut(host: "127.0.0.1:8080"), "127.0.0.1:8080 did not answer in time"),
    (
      .unanswered(host: "127.0.0.1:8080", reason: "connection lost", attempts: 2),
      "127.0.0.1:8080 did not answer: connection lost (after 2 attempts)"
    ),
    (
      .unansweredWrite(
        request: "DELETE http://127.0.0.1:8080/posts/7",
        reason: "127.0.0.1:8080 did not answer within 30s"),
      """
      DELETE http://127.0.0.1:8080/posts/7 got no answer (127.0.0.1:8080 did not answer \
      within 30s); it may have been carried out: check with GET \
      http://127.0.0.1:8080/posts/7 before sending it again
      """
    ),
    (
      .cutShortWrite(
        request: "POST http://127.0.0.1:8080/posts", status: 201,
        reason: "recv failure: Connection reset by peer"),
      """
      POST http://127.0.0.1:8080/posts was answered HTTP 201, but the rest of the answer could \
      not be read (recv failure: Connection reset by peer); it may have been carried out: check \
      with GET http://127.0.0.1:8080/posts before sending it again
      """
    ),
    (
      .bodyStalled(host: "127.0.0.1:8080", status: 200, limit: .seconds(5), attempts: 2),
      """
      127.0.0.1:8080 began to answer (HTTP 200), then its body stopped coming: not all of it \
      came within 5s (after 2 attempts)
      """
    ),
    (
      .bodyStalled(host: "127.0.0.1:8080", status: 200),
      "127.0.0.1:8080 began to answer (HTTP 200), then its body stopped coming: not all of it "
        + "came in time"
    ),
    (
      .bodyStalled(
        host: "127.0.0.1:8080", status: 200, reason: "recv failure: Connection reset by peer"),
      "127.0.0.1:8080 began to answer (HTTP 200), then its body stopped coming: recv failure: "
        + "Connection reset by peer"
    ),
    (
      .notTLS(host: "127.0.0.1:8080"),
      "the server at 127.0.0.1:8080 does not speak TLS: try http:// rather than https://"
    ),
    (.cancelled, "request cancelled"),
    (.notFound(resource: "post", id: "999"), "post 999 not found"),
    (
      .unexpectedStatus(code: 500, bodyExcerpt: "Internal Server Error"),
      "server answered HTTP 500: Internal Server Error"
    ),
    (.unexpectedStatus(code: 503, bodyExcerpt: ""), "server answered HTTP 503"),
    (
      .undecodable(resource: "posts", codingPath: "[3].title", reason: "missing key"),
      "unexpected response for posts at [3].title: missing key"
    ),
    (
      .undecodable(resource: "posts", codingPath: "", reason: "not valid JSON"),
      "unexpected response for posts: not valid JSON"
    ),
    (
      .rejected(
        resource: "post",
        fieldErrors: FieldErrors([
          "userId": ["does not exist"], "title": ["can't be blank"],
        ])),
      "the server rejected the post: title can't be blank; userId does not exist"
    ),
    (
      .rejected(resource: "user", fieldErrors: FieldErrors(["email": ["is\ninvalid\u{1B}[31m"]])),
      "the server rejected the user: email is invalid"
    ),
    (.rejected(resource: "user", fieldErrors: FieldErrors([:])), "the server rejected the user"),
    (
      .rejected(
        resource: "user",
        fieldErrors: FieldErrors(
          Dictionary(
            uniqueKeysWithValues: (1...7).map { (field: Int) -> (String, [String]) in
              ("f\(field)", ["bad"])
            }))),
      "the server rejected the user: f1 bad; f2 bad; f3 bad; f4 bad; f5 bad; … and 2 more"
    ),
    (
      .rateLimited(request: nil, status: 429, retryAt: nil, attempts: 3),
      "server answered HTTP 429, rate limited; try again later (after 3 attempts)"
    ),
    (
      .invalidRequest(
        request: "GET https://api.example/user",
        reason: "the value of the header field Authorization holds a line break"),
      "GET https://api.example/user was not sent: the value of the header field Authorization "
        + "holds a line break"
    ),
  ]

  @Test("every case reads as one line for a person", arguments: lines)
  func description(error: NetworkError, expected: String) {
    checkEqual(error.description, expected)
    checkEqual(String(describing: error), expected)
  }

  @Test("a rate limit says the wait until its reset from now, and the time of day where it is")
  func rateLimitedSaysTheWaitAndTheLocalTime() throws {
    let reset = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
    let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
    let error = NetworkError.rateLimited(
      request: "GET https://api.example/repos/o/r/issues", status: 403, retryAt: reset)

    checkEqual(
      error.description(now: reset - 40, timeZone: kolkata),
      "GET https://api.example/repos/o/r/issues: HTTP 403, rate limited; try again in 40 s, "
        + "at 05:30:00")
    check(
      error.description(now: reset - 180, timeZone: kolkata)
        .hasSuffix("try again in 3 min, at 05:30:00"))
    checkEqual(
      NetworkError.rateLimited(request: nil, status: 429, retryAt: reset, attempts: 3)
        .description(now: reset + 1, timeZone: kolkata),
      "server answered HTTP 429, rate limited; try again now (after 3 attempts)")
  }

  @Test("a rate limit's lasting description says the time of the reset alone")
  func rateLimitedLastingDescription() {
    let now = Date()
    let reset = now.addingTimeInterval(600)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    // Ten minutes on may be tomorrow: then the date is said too.
    formatter.dateFormat =
      Calendar.current.isDate(reset, inSameDayAs: now) ? "HH:mm:ss" : "yyyy-MM-dd HH:mm:ss"
    let error = NetworkError.rateLimited(
      request: "GET https://api.example/posts", status: 429, retryAt: reset)

    checkEqual(
      error.lastingDescription,
      "GET https://api.example/posts: HTTP 429, rate limited; try again at "
        + formatter.string(from: reset))
    check(error.description.contains("try again in 10 min, at "))
    checkEqual(NetworkError.resetTime(reset, now: now), "at " + formatter.string(from: reset))
  }

  @Test("a reset on another day than now is said with its date")
  func resetTimeOnAnotherDay() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let evening = try #require(
      calendar.date(from: DateComponents(year: 2026, month: 11, day: 27, hour: 23, minute: 55)))
    let sameDay = evening.addingTimeInterval(120)
    let nextDay = evening.addingTimeInterval(600)

    checkEqual(NetworkError.resetTime(sameDay, now: evening), "at 23:57:00")
    checkEqual(NetworkError.resetTime(nextDay, now: evening), "at 2026-11-28 00:05:00")
  }

  @Test("a request not sent for a reset still to come says so, not that it was answered")
  func rateLimitedNotSent() {
    let reset = Date(timeIntervalSince1970: 1_767_229_200)  // 2026-01-01T01:00:00Z
    let error = NetworkError.rateLimited(
      request: "GET https://api.example/posts", status: 429, retryAt: reset, attempts: 0)

    checkEqual(
      error.description(now: reset - 40, timeZone: .gmt),
      "GET https://api.example/posts: not sent: the server answered HTTP 429 before, "
        + "rate limited; try again in 40 s, at 01:00:00")
  }

  @Test("no error made from a URL with a password shows it, whichever field names the URL")
  func noPassword() throws {
    let url = try #require(URL(string: "http://u:secret@127.0.0.1:3000/posts"))
    let location = try #require(URL(string: "/elsewhere", relativeTo: url))
    let host = ShownHost(url)
    let request = ShownRequest("POST", url)
    let errors: [NetworkError] = [
      .unreachable(host: host, reason: "connection refused", attempts: 2),
      .timedOut(host: host, limit: .seconds(5), attempts: 2),
      .unanswered(host: host, reason: "connection lost", attempts: 2),
      .unansweredWrite(request: request, reason: "\(host) did not answer within 30s"),
      .cutShortWrite(request: request, status: 201, reason: "connection reset"),
      .bodyStalled(host: host, status: 200, limit: .seconds(5), attempts: 2),
      .notTLS(host: host),
      .unexpectedStatus(code: 500, bodyExcerpt: "", request: request, attempts: 2),
      .malformedResponse(host: host, reason: "bad response"),
      .tooLarge(host: host, limit: 1024),
      .redirected(request: request, status: 302, location: ShownURL(location)),
      .notStored(request: request),
      .notStored(request: ShownRequest("GET", url)),
      .rateLimited(request: request, status: 429, retryAt: nil, attempts: 2),
      .invalidRequest(request: request, reason: "a header field holds a line break"),
    ]

    checkEqual("\(host)", "127.0.0.1:3000")
    checkEqual("\(request)", "POST http://u@127.0.0.1:3000/posts")
    checkEqual("\(ShownURL(location))", "http://u@127.0.0.1:3000/elsewhere")
    for error in errors {
      check(!error.description.contains("secret"), "\(error)")
      check(!error.localizedDescription.contains("secret"), "\(error)")
      var fields = ""
      dump(error, to: &fields)
      check(!fields.contains("secret"), "\(fields)")
    }
  }
}
