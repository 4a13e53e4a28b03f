import Foundation
import TestSupport
import Testing

/// `app get` over an OData entity set (`/odata/Books`: 137 books, twenty a page in `value`,
/// beside `@odata.count` and, while a page follows, an absolute `@odata.nextLink`): `--all`
/// follows each next link as written, a list read short of its count says so, and a member
/// name with dots is written in brackets and quotes.
@Suite("OData paging", .onWaitingThreads)
struct ODataPagingTests {
  /// The books of the entity set.
  static let count = 137
  /// The books a page holds.
  static let pageSize = 20

  /// Book `n` as the service sends it, with its ETag annotation.
  static func book(_ n: Int) -> String {
    #"{"@odata.etag": "W/\"book-\#(n)-v1\"", "ID": \#(n), "Title": "Book \#(n)"}"#
  }

  /// The number of books a request target skips: its `$skiptoken`, 0 without one.
  static func skipped(in target: String) -> Int {
    target.split(separator: "$skiptoken=").dropFirst().first.flatMap { Int($0) } ?? 0
  }

  /// A service on `address` whose pages link the next one while it starts before book
  /// `linkedUpTo` + 1; `@odata.count` says 137 whatever the links do.
  static func service(
    address: String = "127.0.0.1", linkedUpTo linked: Int = count
  ) throws -> HostileServer {
    let base = LockedValue("")
    let server = try HostileServer(address: address) { request, _ in
      guard request.path.hasPrefix("/odata/Books") else { return [.response(404, body: "{}")] }
      let origin = base.current
      let skip = Self.skipped(in: request.path)
      let last = min(skip + pageSize, count)
      let books = stride(from: skip + 1, through: last, by: 1).map { book($0) }
      var members = [
        #""@odata.context": "\#(origin)/odata/$metadata#Books""#,
        #""@odata.count": \#(count)"#,
        #""value": [\#(books.joined(separator: ", "))]"#,
      ]
      let next = skip + pageSize
      if next < linked {
        members.append(#""@odata.nextLink": "\#(origin)/odata/Books?$skiptoken=\#(next)""#)
      }
      let headers = [
        "Content-Type": "application/json; odata.metadata=minimal; odata.streaming=true",
        "OData-Version": "4.0",
      ]
      return [.response(200, headers: headers, body: "{\(members.joined(separator: ", "))}")]
    }
    base.withLock { $0 = server.baseURL.absoluteString }
    return server
  }

  /// The request targets of reading every page: the path as typed, then each `@odata.nextLink`.
  static let everyPage =
    ["/odata/Books"]
    + stride(from: pageSize, to: count, by: pageSize).map { "/odata/Books?$skiptoken=\($0)" }

  /// The titles of the rows printed, in order.
  static func titles(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { row in
      row.split(separator: "\t").first { $0.hasPrefix("Book ") }.map { String($0) }
    }
  }

  /// The titles of books 1 to `last`.
  static func titles(to last: Int) -> [String] {
    (1...last).map { "Book \($0)" }
  }

  private func run(_ arguments: [String], on server: HostileServer) throws -> AppResult {
    try AppProcess.run(
      ["get", "/odata/Books"] + arguments + ["--base-url", server.baseURL.absoluteString])
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func everyPageIsReadByItsNextLinkAsWritten(address: String) throws {
    let server = try Self.service(address: address)
    defer { server.stop() }

    let result = try run(["--all"], on: server)

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    checkEqual(result.standardOutput.split(separator: "\n").count, Self.count)
    checkEqual(Self.titles(result.standardOutput), Self.titles(to: Self.count))
    checkEqual(server.requests.map(\.path), Self.everyPage)
  }

  @Test func everyPageIsPrintedAsOneJSONArray() throws {
    let server = try Self.service()
    defer { server.stop() }

    let result = try run(["--json", "--all"], on: server)

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    let books = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    checkEqual((books as? [[String: Any]])?.compactMap { $0["ID"] as? Int }, Array(1...Self.count))
  }

  /// The links stop after 40 books while the count still says 137: the 40 are printed, and
  /// one line says the list was read short.
  @Test func aListReadShortOfItsCountIsAnErrorAfterItsRows() throws {
    let server = try Self.service(linkedUpTo: 40)
    defer { server.stop() }

    let result = try run(["--all"], on: server)

    checkEqual(result.status, 81, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 40)
    checkEqual(Self.titles(result.standardOutput), Self.titles(to: 40))
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(
      result.standardError.hasPrefix("app: read 40 of 137 Books: "), "\(result.standardError)")
    checkEqual(server.requests.map(\.path), Array(Self.everyPage.prefix(2)))
  }

  @Test func aFirstPageIntoAPipeSaysHowManyBooksThereAre() throws {
    let server = try Self.service()
    defer { server.stop() }

    let result = try run([], on: server)

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(Self.titles(result.standardOutput), Self.titles(to: Self.pageSize))
    check(result.standardError.contains("20 of 137 Books"), "\(result.standardError)")
    check(result.standardError.contains("--all reads the rest"), "\(result.standardError)")
    checkEqual(server.requests.map(\.path), ["/odata/Books"])
  }

  @Test func aFieldNamedWithADotIsWrittenInBracketsAndQuotes() throws {
    let server = try Self.service()
    defer { server.stop() }

    let result = try run(["--fields", #"ID,["@odata.etag"]"#], on: server)

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(
      result.standardOutput.split(separator: "\n").map { String($0) },
      (1...Self.pageSize).map { #"\#($0)\#tW/"book-\#($0)-v1""# })
  }

  @Test(arguments: [[], ["--all"]])
  func theRecordsMemberInBracketsReadsTheListFound(arguments: [String]) throws {
    let server = try Self.service()
    defer { server.stop() }

    let found = try run(arguments, on: server)
    let named = try run(arguments + ["--records", #"["value"]"#], on: server)

    checkEqual(found.status, 0, "\(found.standardError)")
    checkEqual(named.status, 0, "\(named.standardError)")
    checkEqual(
      Self.titles(named.standardOutput),
      Self.titles(to: arguments.isEmpty ? Self.pageSize : Self.count))
    checkEqual(named.standardOutput, found.standardOutput)
  }
}
