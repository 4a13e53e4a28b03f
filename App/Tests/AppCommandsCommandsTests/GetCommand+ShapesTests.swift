import AppCommandsTestSupport
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `app get` on APIs that are not json-server's: the list found wherever the answer holds it,
/// and `--all` paging as each answer pages, against loopback servers.
@Suite struct GetCommandShapesTests {
  /// A server answering each request with the body `pages` gives its path, its query
  /// included, and its `Host`.
  static func server(
    headers: [String: String] = [:], _ pages: @escaping @Sendable (String, String) -> String
  ) throws -> HostileServer {
    try HostileServer { request, _ in
      let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? ""
      let body = pages(request.path, host)
      return [
        .response(
          200, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: body)
      ]
    }
  }

  /// The first column of each line of `output`.
  static func firstColumn(_ output: String) -> [String] {
    output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
  }

  @Test func aHALListIsATableOfItsRecordsSayingWhereTheyWere() async throws {
    let server = try Self.server { _, _ in
      #"""
      {"_embedded": {"books": [{"title": "Tides", "year": 1998}, {"title": "Reefs", "year": 2004}]},
       "_links": {"self": {"href": "/api/books"}}, "page": {"size": 20, "totalElements": 2}}
      """#
    }

    let (status, piped) = await run(["get", "/api/books", "--header"], against: server)
    let shown = ConsoleRecorder()
    _ = await withDependencies {
      $0.urlSession = URLSession(configuration: .ephemeral)
    } operation: {
      await Application(
        console: shown.console(outputIsTerminal: true, width: 80, height: 40), environment: [:]
      ).run(
        arguments: ["get", "/api/books", "--base-url", server.baseURL.absoluteString, "--no-cache"])
    }

    checkEqual(status, .success, "\(piped.error)")
    checkEqual(piped.output, "title\tyear\nTides\t1998\nReefs\t2004\n")
    check(shown.output.hasSuffix("2 books in _embedded.books\n"), "\(shown.output)")
  }

  @Test func aRecordIsShownOutOfItsEnvelope() async throws {
    let server = try Self.server { _, _ in
      #"{"response": {"id": 3, "name": "Producer 3 of honey"}}"#
    }

    let (status, console) = await run(["get", "/2/producers/3"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "id    3\nname  Producer 3 of honey\n")
  }

  @Test func allFollowsHALsNextLinksToTheEnd() async throws {
    let server = try Self.server { path, _ in
      let items = path.split(separator: "?").dropFirst().first?.split(separator: "&") ?? []
      let page = items.contains("page=2") ? 2 : items.contains("page=1") ? 1 : 0
      let next = page < 2 ? #", "next": {"href": "/api/books?page=\#(page + 1)&size=1"}"# : ""
      return #"""
        {"_embedded": {"books": [{"title": "Book \#(page)"}]},
         "_links": {"self": {"href": "/api/books"}\#(next)}, "page": {"totalElements": 3}}
        """#
    }

    let (status, console) = await run(["get", "/api/books", "--all"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "Book 0\nBook 1\nBook 2\n")
    checkEqual(server.requests.count, 3)
  }

  @Test func allFollowsStripesHasMoreAfterTheLastRecord() async throws {
    let server = try Self.server { path, _ in
      let after = path.contains("starting_after=cus_2") ? 2 : 0
      let more = after == 0
      return #"""
        {"object": "list", "url": "/v1/customers", "has_more": \#(more),
         "data": [{"id": "cus_\#(after + 1)"}, {"id": "cus_\#(after + 2)"}]}
        """#
    }

    let (status, console) = await run(["get", "/v1/customers", "--all"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(Self.firstColumn(console.output), ["cus_1", "cus_2", "cus_3", "cus_4"])
    checkEqual(server.requests.last?.path.contains("starting_after=cus_2"), true)
  }

  @Test func jsonAPIsResourcesAreTheirAttributesPagedByLinksNext() async throws {
    let server = try Self.server { path, _ in
      let second = path.contains("page%5Bnumber%5D=2") || path.contains("page[number]=2")
      let next = second ? "null" : #""/articles?page%5Bnumber%5D=2""#
      return #"""
        {"data": [{"type": "articles", "id": "\#(second ? 2 : 1)",
                   "attributes": {"title": "Article \#(second ? 2 : 1)"}}],
         "links": {"next": \#(next)}}
        """#
    }

    let (status, console) = await run(
      ["get", "/articles", "--all", "--header"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "id\ttitle\n1\tArticle 1\n2\tArticle 2\n")
  }

  @Test func allFollowsDjangosNextAndCountsItsTotal() async throws {
    let server = try Self.server { path, host in
      let second = path.contains("page=2")
      let next = second ? "null" : #""http://\#(host)/books/?page=2""#
      return #"{"count": 2, "next": \#(next), "results": [{"id": \#(second ? 2 : 1)}]}"#
    }

    let (status, console) = await run(["get", "/books/", "--all"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "1\n2\n")
    checkEqual(server.requests.last?.path, "/books/?page=2")
  }

  @Test func allCountsOnThePagePathsNumberUntilAnEmptyPage() async throws {
    let server = try Self.server { path, _ in
      let page = path.split(separator: "page=").dropFirst().first.flatMap { Int($0.prefix(1)) }
      let records = (page ?? 1) > 2 ? "" : #"{"id": \#(page ?? 1)}"#
      return #"{"response": [\#(records)]}"#
    }

    let (status, console) = await run(
      ["get", "/2/producers?page=1&per_page_limit=1", "--all"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "1\n2\n")
    checkEqual(
      server.requests.map(\.path),
      [
        "/2/producers?page=1&per_page_limit=1", "/2/producers?page=2&per_page_limit=1",
        "/2/producers?page=3&per_page_limit=1",
      ])
  }

  @Test func aNextLinkToAnotherHostIsRefusedNeverFollowed() async throws {
    let server = try Self.server { _, _ in
      #"{"count": 2, "next": "http://elsewhere.example/books/?page=2", "results": [{"id": 1}]}"#
    }

    let (status, console) = await run(["get", "/books/", "--all"], against: server)

    check(status != .success)
    check(console.error.contains("is not under the base URL"), "\(console.error)")
    checkEqual(server.requests.count, 1)
  }

  @Test func aPageThatRepeatsTheOneBeforeEndsTheReadingSayingSo() async throws {
    let server = try Self.server { _, _ in
      #"{"object": "list", "has_more": true, "data": [{"id": "cus_1"}, {"id": "cus_2"}]}"#
    }

    let (status, console) = await run(["get", "/v1/customers", "--all"], against: server)

    checkEqual(status, .incompleteList, "\(console.error)")
    checkEqual(Self.firstColumn(console.output), ["cus_1", "cus_2"])
    checkEqual(
      console.error,
      "app: read 2 customers: page 2 repeated the page before it (the server ignored the page asked for)\n"
    )
    checkEqual(server.requests.count, 2)
  }

  @Test func recordsNamesTheMemberTheListIsIn() async throws {
    let server = try Self.server { _, _ in
      #"{"result": {"rows": [{"id": 1}, {"id": 2}]}, "tags": [{"id": "x"}], "summary": [{"n": 1}]}"#
    }

    let (found, list) = await run(
      ["get", "/report", "--records", "result.rows"], against: server)
    let (missing, refused) = await run(
      ["get", "/report", "--records", "result.cols"], against: server)

    checkEqual(found, .success, "\(list.error)")
    checkEqual(Self.firstColumn(list.output), ["1", "2"])
    check(missing != .success)
    check(
      refused.error.contains("the answer has no member result.cols (--records result.cols)"),
      "\(refused.error)")
  }
}
