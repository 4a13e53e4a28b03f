import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct TrafficEventRequestTextTests {
  func request() throws -> TrafficEvent {
    TrafficEvent.request(
      method: "POST", url: try #require(URL(string: "http://127.0.0.1:3000/posts")),
      headers: ["Content-Type": "application/json", "Authorization": "Bearer t0k"],
      secretHeaders: ["authorization"])
  }

  @Test func aJSONBodyIsLaidOutToBeReadAfterTheHead() throws {
    let text = try request().requestText(body: Data(#"{"title":"A","tags":[1]}"#.utf8))

    checkEqual(
      text,
      """
      POST http://127.0.0.1:3000/posts
      Authorization: REDACTED
      Content-Type: application/json

      {
        "title": "A",
        "tags": [
          1
        ]
      }

      """)
  }

  @Test func anyOtherBodyIsShownAsItIsSentAndNoBodyIsTheHeadAlone() throws {
    checkEqual(
      try request().requestText(body: Data("title=A&tags=1".utf8)),
      "POST http://127.0.0.1:3000/posts\nAuthorization: REDACTED\n"
        + "Content-Type: application/json\n\ntitle=A&tags=1\n")
    checkEqual(
      try request().requestText(body: nil),
      "POST http://127.0.0.1:3000/posts\nAuthorization: REDACTED\nContent-Type: application/json\n")
  }
}
