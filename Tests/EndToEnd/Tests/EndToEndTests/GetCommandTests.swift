import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `app get` against `app serve` on a database of resources the code has never seen, against the
/// JSONPlaceholder server the other tests run, and against servers that send what is not records.
@Suite("app get", .onWaitingThreads)
struct GetCommandTests {
  /// Three resources: string and number ids, nested objects, arrays, a long text.
  static let database = #"""
    {
      "products": [
        {"id": "sku-1", "title": "Tea pot", "price": 19.90, "colours": ["red", "blue"],
         "maker": {"name": "Atelier", "address": {"city": "Lyon"}}},
        {"id": "sku-2", "title": "Cup", "price": 4.5, "colours": [],
         "maker": {"name": "Hangang", "address": {"city": "Seoul"}}},
        {"id": "sku-3", "title": "Kettle", "price": 31, "colours": ["steel"],
         "maker": {"name": "Weiß", "address": {"city": "München"}}}
      ],
      "stores": [{"id": 1, "label": "North", "open": true, "staff": [{"name": "Ada"}, {"name": "Li"}]}],
      "reviews": [{"id": 5, "productId": "sku-1", "stars": 4,
        "text": "Pours well and keeps the tea hot for a long while, which I did not expect."}]
    }
    """#

  /// A server on a copy of ``database``, in a folder removed when the test ends.
  static func served(_ body: (ServeProcess) async throws -> Void) async throws {
    try await ServeProcess.served(database) { server, _ in try await body(server) }
  }

  @Test func printsTheRowsOfAnUnseenResourceWithItsColumnsChosen() async throws {
    try await Self.served { server in
      let result = try AppProcess.run([
        "get", "/products", "--header", "--base-url", server.baseURL,
      ])

      checkEqual(result.status, 0, "\(result.standardError)")
      checkEqual(result.standardError, "")
      checkEqual(
        result.standardOutput,
        """
        id\ttitle\tprice\tcolours\tmaker.name\tmaker.address.city
        sku-1\tTea pot\t19.9\t2\tAtelier\tLyon
        sku-2\tCup\t4.5\t0\tHangang\tSeoul
        sku-3\tKettle\t31\t1\tWeiß\tMünchen

        """)
    }
  }

  @Test func printsTheBodyAsTheServerSentIt() async throws {
    try await Self.served { server in
      let sent = try await ServeOptionTests.request("GET", server.baseURL + "/stores/1")
      let result = try AppProcess.run(["get", "/stores/1", "--json", "--base-url", server.baseURL])

      checkEqual(result.status, 0)
      checkEqual(result.standardOutput, sent.body + "\n")
    }
  }

  @Test func laysOutARecordWithAStringIdAndItsNestedObjects() async throws {
    try await Self.served { server in
      let result = try AppProcess.run(["get", "/products/sku-1", "--base-url", server.baseURL])

      checkEqual(result.status, 0, "\(result.standardError)")
      checkEqual(
        result.standardOutput,
        """
        id       sku-1
        title    Tea pot
        price    19.9
        colours  red, blue

        maker
          name  Atelier

          address
            city  Lyon

        """)
    }
  }

  @Test func showsATableOnATerminalThatKeepsTheTitlesAt40Columns() async throws {
    try await Self.served { server in
      let wide = try TerminalProcess.run(
        ["get", "/products", "--no-pager", "--base-url", server.baseURL],
        environment: ["NO_COLOR": "1"], columns: 80)
      let narrow = try TerminalProcess.run(
        ["get", "/products", "--no-pager", "--base-url", server.baseURL],
        environment: ["NO_COLOR": "1"], columns: 40)

      checkEqual(wide.status, 0)
      check(wide.output.contains("maker.address.city"))
      check(wide.output.contains("sku-3  Kettle"))
      check(wide.output.contains("3 products"))
      checkEqual(narrow.status, 0)
      check(narrow.output.contains("sku-1  Tea pot"))
      check(!narrow.output.contains("maker.address.city"), "the least important gives way")
    }
  }

  @Test func pagesAsJSONServerDoes() async throws {
    try await Self.served { server in
      let result = try TerminalProcess.run(
        ["get", "/products", "--per-page", "2", "--page", "2", "--base-url", server.baseURL],
        environment: ["NO_COLOR": "1"], columns: 80)

      checkEqual(result.status, 0)
      check(result.output.contains("sku-3"))
      check(!result.output.contains("sku-1"))
      check(result.output.contains("page 2 of 2 (3 products)"))
    }
  }

  @Test func showsTheCommentsOfTheJSONPlaceholderServer() throws {
    let server = try ServeProcess(["--quiet"])
    defer { _ = server.stop() }

    let table = try TerminalProcess.run(
      ["get", "/comments?postId=1", "--no-pager", "--base-url", server.baseURL],
      environment: ["NO_COLOR": "1"], columns: 100)
    let json = try AppProcess.run(
      ["get", "/comments?postId=1", "--json", "--base-url", server.baseURL])

    checkEqual(table.status, 0)
    check(table.output.contains("id  name"))
    check(table.output.contains("5 comments"))
    checkEqual(json.status, 0)
    let comments = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    checkEqual(
      (comments as? [[String: Any]])?.map { $0["postId"] as? Int }, Array(repeating: 1, count: 5))
  }

  /// A body that is not a list of records nor a record, and the end of its message.
  static let refused: [(body: String, contentType: String, message: String)] = [
    (
      "<!DOCTYPE html><html><body>Hi</body></html>", "text/html",
      "the body is an HTML page, not JSON"
    ),
    ("Service ready", "text/plain", "the body is not JSON: it fails at line 1, column 1"),
    (
      "{\"id\": 1,\n \"title\": 'Tides'}", "application/json",
      "the body is not JSON: it fails at line 2, column 11"
    ),
    ("", "application/json", "the body is empty, not JSON"),
    ("42", "application/json", "the body is a number, not a record or a list of records"),
    (
      #"[{"id": 1}, "two"]"#, "application/json",
      "element 1 of the list is a string, not a record (a JSON object)"
    ),
    (
      String(repeating: #"{"a":"#, count: 64) + "1" + String(repeating: "}", count: 64),
      "application/json",
      "the body is not JSON (or nests deeper than 63): it fails at line 1, column 316"
    ),
  ]

  @Test(arguments: 0..<refused.count)
  func refusesWhatIsNotRecordsInOneLine(_ index: Int) throws {
    let (body, contentType, message) = Self.refused[index]
    let server = try HostileServer(answering: [
      .response(200, headers: ["Content-Type": contentType], body: body)
    ])
    defer { server.stop() }

    let result = try AppProcess.run(
      ["get", "/things", "--base-url", server.baseURL.absoluteString])

    checkEqual(result.status, 65)
    checkEqual(result.standardOutput, "")
    checkEqual(result.errorLines, ["app: unexpected response for /things: \(message)"])
  }

  @Test func showsARecordOf10MBAndFieldNamesOfControlCharactersOr5000Characters() throws {
    let long = String(repeating: "x", count: 10_000_000)
    let name = String(repeating: "n", count: 5_000)
    let body = #"[{"id": 1, "note": "\#(long)"}, {"id": 2, "\u001b[2J": "a", "\#(name)": "b"}]"#
    let server = try HostileServer(answering: [
      .response(200, headers: ["Content-Type": "application/json"], body: body)
    ])
    defer { server.stop() }

    let result = try AppProcess.run(
      ["get", "/things", "--header", "--base-url", server.baseURL.absoluteString])

    checkEqual(result.status, 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    checkEqual(lines.count, 3)
    checkEqual(lines.first, "id\t^[[2J\t\(name)\tnote")
    checkEqual(lines.dropFirst().first?.hasSuffix("\t\(long)"), true)
  }
}
