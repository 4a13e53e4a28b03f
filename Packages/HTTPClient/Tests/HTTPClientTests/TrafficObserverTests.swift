import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct TrafficObserverTests {
  @Test func aRequestShowsItsSecretsNeither() throws {
    let url = try #require(URL(string: "http://ada:pw@127.0.0.1:3000/posts?api_key=k1&page=2"))

    let event = TrafficEvent.request(
      method: "GET", url: url,
      headers: ["X-Tenant": "blue", "Authorization": "Bearer t", "accept": "application/json"],
      secretHeaders: ["authorization", "x-tenant"])

    checkEqual(
      "\(event)",
      """
      > GET http://ada@127.0.0.1:3000/posts?api_key=REDACTED&page=2
      > accept: application/json
      > Authorization: REDACTED
      > X-Tenant: REDACTED
      """)
  }

  @Test func anAnswerHidesTheCookiesItSets() {
    let event = TrafficEvent.response(
      status: 200, headers: ["Set-Cookie": "session=s3cret", "ETag": "\"1\"\r\nX: y"],
      secretHeaders: [])

    checkEqual("\(event)", "< HTTP 200\n< ETag: \"1\" X: y\n< Set-Cookie: REDACTED")
  }

  @Test func theTasksObserverIsToldAndNoOtherTasks() async {
    let (events, told) = AsyncStream.makeStream(of: TrafficEvent.self)
    let observer = TrafficObserver { told.yield($0) }
    let event = TrafficEvent(direction: .received, startLine: "HTTP 204", fields: [])

    TrafficObserver.$current.withValue(observer) { TrafficObserver.current?(event) }
    TrafficObserver.current?(TrafficEvent(direction: .sent, startLine: "GET /", fields: []))
    told.finish()

    var seen: [TrafficEvent] = []
    for await event in events { seen.append(event) }
    checkEqual(seen, [event])
  }
}
