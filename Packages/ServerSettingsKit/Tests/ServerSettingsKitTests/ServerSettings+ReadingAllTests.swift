import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ServerSettingsReadingAllTests {
  func settings(_ json: String) throws -> ServerSettings {
    try ServerSettings(try JSONValue(parsing: Data(json.utf8)), environment: [:])
  }

  @Test func aServerWhosePagingIsNotKnownIsAskedForThePathAsTyped() throws {
    let request = try #require(PathRequest("/books?q=x", under: nil))

    let first = try settings("{}").firstRequestOfAll(request)

    checkEqual(first.queryItems, [URLQueryItem(name: "q", value: "x")])
    checkEqual(first.pageNumber, nil)
  }

  @Test func aServerWhosePagingIsNamedIsAskedForItsFirstPageOfAThousand() throws {
    let server = try settings(#"{"paging": {"page": "page", "size": "size"}}"#)
    let request = try #require(PathRequest("/books?q=x", under: nil, paging: server.paging))

    let first = server.firstRequestOfAll(request)

    checkEqual(
      first.queryItems,
      [
        URLQueryItem(name: "q", value: "x"), URLQueryItem(name: "page", value: "1"),
        URLQueryItem(name: "size", value: "1000"),
      ])
    checkEqual(first.pageNumber, 1)
  }
}
