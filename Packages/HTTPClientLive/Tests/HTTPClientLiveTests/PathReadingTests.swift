import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

/// A reading of every page of a path of an API it knows nothing of, against servers on
/// loopback: each way an answer says more records follow is followed to the end, as the answer
/// writes it, or the reading says what it did not read.
@Suite(.timeLimit(.minutes(1)))
struct PathReadingTests {
  /// A shape of answer that names the page after it: page `page` of three of two records each.
  struct Shape: Sendable, CustomTestStringConvertible {
    var name: String
    var body: @Sendable (_ page: Int, _ records: String, _ isLast: Bool) -> String
    var testDescription: String { name }
  }

  static let shapes = [
    Shape(name: "OData's @odata.nextLink") { page, records, last in
      let next = last ? "" : #", "@odata.nextLink": "/things?$skiptoken=tok\#(page + 1)""#
      return #"{"@odata.count": 6, "value": [\#(records)]\#(next)}"#
    },
    Shape(name: "datasette's next_url") { page, records, last in
      let next = last ? "null" : #""/things?_next=tok\#(page + 1)""#
      return #"{"items": [\#(records)], "next": "\#(page)", "next_url": \#(next)}"#
    },
    Shape(name: "a next_page link") { page, records, last in
      let next = last ? "null" : #""/things?page_token=tok\#(page + 1)""#
      return #"{"results": [\#(records)], "next_page": \#(next)}"#
    },
    Shape(name: "a next_page number") { page, records, last in
      #"{"results": [\#(records)], "next_page": \#(last ? "null" : "\(page + 1)")}"#
    },
    Shape(name: "Google's nextPageToken") { page, records, last in
      let next = last ? "" : #", "nextPageToken": "tok\#(page + 1)""#
      return #"{"items": [\#(records)]\#(next)}"#
    },
    Shape(name: "JSON:API's links.next") { page, records, last in
      let next = last ? "null" : #""/things?cursor=tok\#(page + 1)""#
      return #"{"data": [\#(records)], "links": {"next": \#(next)}, "meta": {"total": 6}}"#
    },
    Shape(name: "Django REST framework's next") { page, records, last in
      let next = last ? "null" : #""/things?page=\#(page + 1)""#
      return #"{"count": 6, "next": \#(next), "results": [\#(records)]}"#
    },
    Shape(name: "fastapi-pagination's Page") { page, records, _ in
      #"{"items": [\#(records)], "total": 6, "page": \#(page), "size": 2, "pages": 3}"#
    },
    Shape(name: "fastapi-pagination's LimitOffsetPage") { page, records, _ in
      #"{"items": [\#(records)], "total": 6, "limit": 2, "offset": \#((page - 1) * 2)}"#
    },
  ]

  /// The page a request asks for, however it names it: `tokN`, `page=N` or `offset=M`.
  static func page(of path: String) -> Int {
    if let match = path.firstMatch(of: /tok(\d+)/), let page = Int(match.1) { return page }
    if let match = path.firstMatch(of: /[?&]page=(\d+)/), let page = Int(match.1) { return page }
    if let match = path.firstMatch(of: /offset=(\d+)/), let offset = Int(match.1) {
      return offset / 2 + 1
    }
    return 1
  }

  static func records(page: Int) -> String {
    #"{"id": \#(page * 2 - 1)}, {"id": \#(page * 2)}"#
  }

  func reading(
    _ path: String = "/things", answering script: @escaping HostileServer.Script
  ) async throws -> (PathReading, [String]) {
    let server = try HostileServer(address: "127.0.0.1", script: script)
    defer { server.stop() }
    let request = try #require(PathRequest(path, under: server.baseURL))
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "PathReadingTests/1")
    let reading = try await PathReading(request, all: true, session: session)
    return (reading, server.requests.map(\.path))
  }

  static func ids(_ reading: PathReading) -> [Int]? {
    reading.allRecords?.map { record in
      guard case .number(let number)? = record["id"] else { return 0 }
      return number.integer ?? 0
    }
  }

  @Test(arguments: shapes)
  func eachWayOfNamingTheNextPageIsFollowedToTheEnd(shape: Shape) async throws {
    let (reading, requests) = try await reading { request, _ in
      let page = Self.page(of: request.path)
      return [
        .response(200, body: shape.body(page, Self.records(page: page), page == 3))
      ]
    }

    checkEqual(Self.ids(reading), [1, 2, 3, 4, 5, 6], "\(requests)")
    checkEqual(reading.pages, 3)
    check(reading.shortfall == nil, "\(reading.stop ?? "")")
    check(reading.isWholeList)
    checkEqual(requests.count, 3, "\(requests)")
    checkEqual(requests.first, "/things")
    check(!requests.contains { $0.contains("_page") || $0.contains("_limit") }, "\(requests)")
  }

  @Test func aNextLinkIsAskedForAsTheServerWroteIt() async throws {
    let (_, requests) = try await reading { request, _ in
      let page = Self.page(of: request.path)
      let next =
        page == 3 ? "" : #", "@odata.nextLink": "/things?$skiptoken=tok\#(page + 1)&$top=2""#
      return [.response(200, body: #"{"value": [\#(Self.records(page: page))]\#(next)}"#)]
    }

    checkEqual(
      requests, ["/things", "/things?$skiptoken=tok2&$top=2", "/things?$skiptoken=tok3&$top=2"])
  }

  @Test func aCursorGoesBackAsTheParameterThePageWasAskedWith() async throws {
    let (reading, requests) = try await reading("/things?after=start") { request, _ in
      let page = request.path.hasSuffix("start") ? 1 : Self.page(of: request.path)
      let next = page == 2 ? "" : #", "next_cursor": "tok\#(page + 1)""#
      return [.response(200, body: #"{"items": [\#(Self.records(page: page))]\#(next)}"#)]
    }

    checkEqual(Self.ids(reading), [1, 2, 3, 4])
    checkEqual(requests, ["/things?after=start", "/things?after=tok2"])
  }

  /// The members and header fields that state a list's total.
  static let totals: [(String, @Sendable (String) -> (headers: [String: String], body: String))] = [
    ("X-Total-Count", { (["X-Total-Count": "6"], "[\($0)]") }),
    ("total", { ([:], #"{"items": [\#($0)], "total": 6}"#) }),
    ("count", { ([:], #"{"results": [\#($0)], "count": 6}"#) }),
    ("@odata.count", { ([:], #"{"value": [\#($0)], "@odata.count": 6}"#) }),
    ("meta.total", { ([:], #"{"data": [\#($0)], "meta": {"total": 6}}"#) }),
    (
      "page.totalElements",
      { ([:], #"{"_embedded": {"things": [\#($0)]}, "_links": {}, "page": {"totalElements": 6}}"#) }
    ),
    ("total_count", { ([:], #"{"items": [\#($0)], "total_count": 6}"#) }),
  ]

  @Test(arguments: totals.map(\.0))
  func aTotalLargerThanWhatWasReadIsAShortfall(name: String) async throws {
    let answer = try #require(Self.totals.first { $0.0 == name }?.1)
    let (reading, requests) = try await reading { _, _ in
      let (headers, body) = answer(Self.records(page: 1))
      return [.response(200, headers: headers, body: body)]
    }

    // json-server's count, on a server whose paging is not known, is counted as json-server's
    // pages, which this server does not take.
    let jsonServer = name == "X-Total-Count"
    checkEqual(requests.count, jsonServer ? 2 : 1, "\(requests)")
    checkEqual(reading.allRecords?.count, 2)
    checkEqual(reading.totalCount, 6)
    checkEqual(reading.shortfall?.read, 2)
    checkEqual(reading.shortfall?.total, 6)
    checkEqual(
      reading.shortfall?.reason,
      jsonServer
        ? "page 2 repeated the page before it (the server ignored the page asked for)"
        : "no page followed the last one read")
    check(!reading.isWholeList)
  }

  @Test func aNextPageOutsideTheBaseURLIsAShortfall() async throws {
    let (reading, requests) = try await reading { _, _ in
      [
        .response(
          200,
          body: #"{"count": 6, "results": [\#(Self.records(page: 1))], "#
            + #""next": "http://elsewhere.example/things?page=2"}"#)
      ]
    }

    checkEqual(requests.count, 1)
    checkEqual(
      reading.shortfall?.reason,
      "the next page, http://elsewhere.example/things?page=2, is not under the base URL")
    check(!reading.isWholeList)
  }

  @Test func aPageReachedByALinkIsTheLastUnlessItLinksAnother() async throws {
    // The path names a page by number; the answers link their pages, and the last links none.
    let (reading, requests) = try await reading("/things?page=1") { request, _ in
      let page = Self.page(of: request.path)
      let next = page == 1 ? #""/things?page=2""# : "null"
      return [
        .response(200, body: #"{"results": [\#(Self.records(page: page))], "next": \#(next)}"#)
      ]
    }

    checkEqual(Self.ids(reading), [1, 2, 3, 4])
    checkEqual(requests, ["/things?page=1", "/things?page=2"])
    check(reading.shortfall == nil)
  }

  @Test func aFirstPageReadAloneSaysWhetherItIsTheWholeList() async throws {
    let server = try HostileServer(address: "::1") { request, _ in
      let page = Self.page(of: request.path)
      return [
        .response(
          200, body: #"{"items": [\#(Self.records(page: page))], "total": 6, "page": 1, "size": 2}"#
        )
      ]
    }
    defer { server.stop() }
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "PathReadingTests/1")
    let request = try #require(PathRequest("/things", under: server.baseURL))

    let first = try await PathReading(request, all: false, session: session)

    check(!first.isWholeList)
    check(first.namesMore)
    checkEqual(first.totalCount, 6)
    check(first.shortfall == nil, "a page read alone is short by request, not by a stop")
  }

  @Test func aPageLongerThanAskedForIsAsLongAsTheServersPages() async throws {
    let server = try HostileServer(address: "127.0.0.1") { _, _ in
      [
        .response(
          200,
          body:
            #"{"count": 6, "next": "/things?page=2", "previous": null, "results": [{"id": 1}, {"id": 2}, {"id": 3}]}"#
        )
      ]
    }
    defer { server.stop() }
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "PathReadingTests/1")
    let request = try #require(PathRequest("/things", under: server.baseURL, perPage: 2))

    let first = try await PathReading(request, all: false, session: session)

    checkEqual(first.pageSize, 3, "the server sent 3 where 2 were asked for")
    checkEqual(server.requests.count, 1, "page 1 was asked for, and is the first page")
  }

  @Test func aPageAskedForIsReachedByTheNextLinksOfAServerThatIgnoredItsNumber() async throws {
    let server = try HostileServer(address: "::1") { request, _ in
      let page = Self.page(of: request.path.replacingOccurrences(of: "_page=3", with: ""))
      let next = page < 3 ? #""/things?page=\#(page + 1)""# : "null"
      let previous = page > 1 ? #""/things?page=\#(page - 1)""# : "null"
      return [
        .response(
          200,
          body:
            #"{"count": 6, "next": \#(next), "previous": \#(previous), "results": [\#(Self.records(page: page))]}"#
        )
      ]
    }
    defer { server.stop() }
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "PathReadingTests/1")
    let request = try #require(PathRequest("/things", under: server.baseURL, page: 3))

    let third = try await PathReading(request, all: false, session: session)

    guard case .list(let list) = third.answer.shape else {
      Issue.record("expected a list, got \(third.answer.shape)")
      return
    }
    checkEqual(list.records.map { $0["id"] }, [.number(5), .number(6)])
    checkEqual(third.pageSize, 2)
    checkEqual(
      server.requests.map(\.path),
      ["/things?_page=3", "/things?page=2", "/things?page=3"], "each link as written")
  }

  @Test func aServerThatKeepsToASmallerPageSizeIsReadAtItToTheEnd() async throws {
    // json-server's parameters, and a server that sends at most 2 a page whatever is asked.
    let server = try HostileServer(address: "127.0.0.1") { request, _ in
      let page = request.path.firstMatch(of: /_page=(\d+)/).flatMap { Int($0.1) } ?? 1
      return [
        .response(200, headers: ["X-Total-Count": "6"], body: "[\(Self.records(page: page))]")
      ]
    }
    defer { server.stop() }
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "PathReadingTests/1")
    let request = try #require(PathRequest("/things", under: server.baseURL)?.pagedForAll(size: 5))

    let reading = try await PathReading(request, all: true, session: session)

    checkEqual(Self.ids(reading), [1, 2, 3, 4, 5, 6])
    check(reading.shortfall == nil, "\(reading.stop ?? "")")
    checkEqual(
      server.requests.map(\.path),
      ["/things?_page=1&_limit=5", "/things?_page=2&_limit=2", "/things?_page=3&_limit=2"])
  }
}
