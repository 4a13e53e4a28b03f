import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct RecordedExchangeTests {
  static let request = TrafficEvent.request(
    method: "POST", url: URL(string: "http://127.0.0.1:9/books") ?? URL(fileURLWithPath: "/"),
    headers: ["Authorization": "Bearer s3cret", "Accept": "application/json"],
    secretHeaders: ["authorization"])

  static func response(_ status: Int) -> TrafficEvent {
    .response(status: status, headers: ["Content-Type": "application/json"], secretHeaders: [])
  }

  @Test func showsTheRequestThenTheAnswerWholeItsSecretsRedacted() {
    var request = Self.request
    request.body = TrafficEvent.bodyLines(
      of: Data(#"{"title": "Dune", "password": "hunter2"}"#.utf8), contentType: "application/json")
    let exchange = RecordedExchange(
      request: request, response: Self.response(422),
      body: Data(
        #"{"detail": [{"loc": ["body", "year"], "msg": "Field required"}], "token": "t0"}"#.utf8),
      contentType: "application/json")

    checkEqual(exchange.status, 422)
    checkEqual(
      exchange.lines,
      [
        "POST http://127.0.0.1:9/books", "Accept: application/json", "Authorization: REDACTED",
        "", "{", #"  "title": "Dune","#, #"  "password": "REDACTED""#, "}",
        "", "HTTP 422", "Content-Type: application/json",
        "", "{", #"  "detail": ["#, "    {", #"      "loc": ["#, #"        "body","#,
        #"        "year""#, "      ],", #"      "msg": "Field required""#, "    }", "  ],",
        #"  "token": "REDACTED""#, "}",
      ])
  }

  @Test func saysWhenTheBodyIsEmptyOrWasNotKeptAndShowsTextAsItCame() {
    let empty = RecordedExchange(
      request: Self.request, response: Self.response(500), body: Data(), contentType: nil)
    let dropped = RecordedExchange(
      request: Self.request, response: Self.response(200), body: nil, contentType: nil)
    let text = RecordedExchange(
      request: Self.request, response: Self.response(502),
      body: Data("Bad gateway\nupstream down".utf8), contentType: "text/plain")

    checkEqual(empty.lines.suffix(2), ["", "(no body)"])
    checkEqual(dropped.lines.suffix(2), ["", "(the body was not kept)"])
    checkEqual(text.lines.suffix(3), ["", "Bad gateway", "upstream down"])
  }

  @Test func aBodyCutToALimitSaysHowMuchWasNotKept() {
    let exchange = RecordedExchange(
      request: Self.request, response: Self.response(500),
      body: Data(String(repeating: "x", count: 100).utf8), contentType: "text/plain")

    let cut = exchange.keepingBody(upTo: 10)

    checkEqual(cut.body?.count, 10)
    checkEqual(cut.omittedBodyBytes, 90)
    checkEqual(cut.lines.suffix(2), ["xxxxxxxxxx", "(90 more bytes of the body were not kept)"])
    checkEqual(exchange.keepingBody(upTo: 100), exchange)
  }

  @Test func aFailureNamesItsRequestWhenItHasOne() {
    let request = ShownRequest(
      "GET", URL(string: "http://127.0.0.1:9/books") ?? URL(fileURLWithPath: "/"))

    checkEqual(
      NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "", request: request).request, request)
    checkEqual(
      NetworkError.unauthorized(request: request, schemes: [], bodyExcerpt: "").request, request)
    checkEqual(
      NetworkError.rateLimited(request: request, status: 429, retryAt: nil).request, request)
    checkEqual(
      NetworkError.undecodable(resource: "books", codingPath: "", reason: "x").request, nil)
    checkEqual(NetworkError.cancelled.request, nil)
  }
}
