import Foundation
import TestSupport
import Testing

/// `app get --all`: every page of a list, by the `Link` header or by `X-Total-Count`.
@Suite("app get --all", .onWaitingThreads)
struct GetAllPagesTests {
  /// Page `number` of `things` 1 to 5, two a page, as `[{"id": 1}, {"id": 2}]`.
  static func page(_ number: Int) -> String {
    let ids = (1...5).dropFirst((number - 1) * 2).prefix(2)
    return "[" + ids.map { #"{"id": \#($0)}"# }.joined(separator: ", ") + "]"
  }

  /// The page number a request target asks for with `_page` or `page`, 1 by default.
  static func number(in target: String) -> Int {
    let query = target.split(separator: "?").dropFirst().first ?? ""
    let value = query.split(separator: "&").first {
      $0.hasPrefix("_page=") || $0.hasPrefix("page=")
    }
    return value.flatMap { Int($0.split(separator: "=").last ?? "") } ?? 1
  }

  /// `app get /things --all` against a server of five things, two a page, whose `Link` header
  /// is `link(its base URL, the next page number)` while a page follows.
  static func runAll(link: @escaping @Sendable (String, Int) -> String) throws -> AppResult {
    let base = LockedValue("")
    let server = try HostileServer { request, _ in
      let number = Self.number(in: request.path)
      var headers = ["Content-Type": "application/json"]
      if number < 3 {
        headers["Link"] = link(base.withLock { $0 }, number + 1)
      }
      return [.response(200, headers: headers, body: Self.page(number))]
    }
    defer { server.stop() }
    base.withLock { $0 = server.baseURL.absoluteString }
    return try AppProcess.run(
      ["get", "/things", "--all", "--base-url", server.baseURL.absoluteString])
  }

  @Test func followsTheLinkHeadersNextPage() throws {
    let result = try Self.runAll { base, next in #"<\#(base)/things?page=\#(next)>; rel="next""# }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput, "1\n2\n3\n4\n5\n")
  }

  @Test func readsPagesUpToTheTotalCountWithoutALink() throws {
    let server = try HostileServer { request, _ in
      let number = Self.number(in: request.path)
      return [
        .response(
          200, headers: ["Content-Type": "application/json", "X-Total-Count": "5"],
          body: Self.page(number))
      ]
    }
    defer { server.stop() }

    let result = try AppProcess.run(
      [
        "get", "/things", "--all", "--per-page", "2", "--json", "--base-url",
        server.baseURL.absoluteString,
      ])

    checkEqual(result.status, 0, "\(result.standardError)")
    let ids = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    checkEqual((ids as? [[String: Int]])?.compactMap { $0["id"] }, [1, 2, 3, 4, 5])
  }

  /// A link back to a page read would never end: the records read are printed, and one line
  /// says where the reading stopped (81).
  @Test func stopsAtALinkToAPageAlreadyReadAndSaysSo() throws {
    let result = try Self.runAll { base, _ in #"<\#(base)/things>; rel="next""# }

    checkEqual(result.status, 81, "\(result.standardError)")
    checkEqual(result.standardOutput, "1\n2\n")
    checkEqual(result.errorLines.count, 1, "\(result.errorLines)")
    check(
      result.errorLines.first?.hasPrefix("app: read 2 things: the next page, ") == true
        && result.errorLines.first?.hasSuffix(" was read before") == true,
      "\(result.errorLines)")
  }

  /// A next page outside the base URL is not asked for: the records read are printed, and one
  /// line names the page not read (81).
  @Test func stopsAtANextPageOutsideTheBaseURLInOneLine() throws {
    let result = try Self.runAll { _, next in
      #"<http://elsewhere.invalid/things?page=\#(next)>; rel="next""#
    }

    checkEqual(result.status, 81)
    checkEqual(result.standardOutput, "1\n2\n")
    checkEqual(
      result.errorLines,
      [
        "app: read 2 things: the next page, http://elsewhere.invalid/things?page=2, is not "
          + "under the base URL"
      ])
  }

  /// `count` things from `first`, as a JSON array of `{"id": n}`.
  static func things(from first: Int = 1, count: Int) -> String {
    "[" + (first..<first + max(count, 0)).map { #"{"id": \#($0)}"# }.joined(separator: ",") + "]"
  }

  /// `app get /things --all` against `server`, and the request targets it answered.
  static func runAll(on server: HostileServer, _ arguments: [String] = []) throws -> AppResult {
    try AppProcess.run(
      ["get", "/things", "--all"] + arguments + ["--base-url", server.baseURL.absoluteString])
  }

  /// A server of 2,500 things, a thousand a page by json-server's parameters, stating its
  /// total; and the targets it answered.
  static func jsonServerOfThings() throws -> (HostileServer, LockedValue<[String]>) {
    let targets = LockedValue<[String]>([])
    let server = try HostileServer { request, _ in
      targets.withLock { $0.append(request.path) }
      let number = Self.number(in: request.path)
      let first = (number - 1) * 1000 + 1
      return [
        .response(
          200, headers: ["Content-Type": "application/json", "X-Total-Count": "2500"],
          body: Self.things(from: first, count: min(1000, 2501 - first)))
      ]
    }
    return (server, targets)
  }

  /// Of a server whose settings name its paging, without `--per-page`, a thousand records a
  /// page: a large collection never has to come in one answer.
  @Test func asksForAThousandAPageWhereTheSettingsNameThePaging() throws {
    let (server, targets) = try Self.jsonServerOfThings()
    defer { server.stop() }
    let config = try ServerSettingsFileTests.config(
      #"{"\#(server.baseURL.absoluteString)": {"paging": {"page": "_page", "size": "_limit"}}}"#)

    let result = try AppProcess.run(
      ["get", "/things", "--all", "--base-url", server.baseURL.absoluteString],
      environment: ["XDG_CONFIG_HOME": config.url.path])

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 2500)
    checkEqual(
      targets.withLock { $0 },
      [
        "/things?_page=1&_limit=1000", "/things?_page=2&_limit=1000",
        "/things?_page=3&_limit=1000",
      ])
  }

  /// Of a server whose paging is not known, the path is asked as typed, and the pages after it
  /// as its answer says: json-server's count, by json-server's parameters.
  @Test func asksForThePathAsTypedWhereThePagingIsNotKnown() throws {
    let (server, targets) = try Self.jsonServerOfThings()
    defer { server.stop() }

    let result = try Self.runAll(on: server)

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 2500)
    checkEqual(
      targets.withLock { $0 },
      ["/things", "/things?_page=2&_limit=1000", "/things?_page=3&_limit=1000"])
  }

  /// A server that pages nothing sends everything at once: the records are all there, and a
  /// note says what the server did.
  @Test func saysWhenTheServerIgnoredThePageSizeAndSentEverything() throws {
    let server = try HostileServer { _, _ in
      [
        .response(
          200, headers: ["Content-Type": "application/json"], body: Self.things(count: 1200))
      ]
    }
    defer { server.stop() }

    let result = try Self.runAll(on: server, ["--per-page", "1000"])

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 1200)
    checkEqual(
      result.errorLines,
      [
        "note: the server ignored _limit=1000 and sent all 1200 records in one answer"
      ])
  }

  /// A server that ignores the page number and has exactly a page's worth sends the same page
  /// again: the reading stops there, each record once, and says so (81), since whether more
  /// follow cannot be told.
  @Test func stopsAtThePageSentAgain() throws {
    let server = try HostileServer { _, _ in
      [.response(200, headers: ["Content-Type": "application/json"], body: Self.things(count: 3))]
    }
    defer { server.stop() }

    let result = try Self.runAll(on: server, ["--per-page", "3"])

    checkEqual(result.status, 81, "\(result.standardError)")
    checkEqual(result.standardOutput, "1\n2\n3\n")
    checkEqual(
      result.errorLines,
      [
        "app: read 3 things: page 2 repeated the page before it (the server ignored the page asked for)"
      ])
  }
}
