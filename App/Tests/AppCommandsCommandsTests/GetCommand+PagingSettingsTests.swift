import AppCommandsTestSupport
import Foundation
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

/// `app get --page`, `--per-page` and `--all` on servers whose settings (`paging` in
/// `servers.json`) name their own page parameters, or none, against loopback servers.
@Suite struct GetCommandPagingSettingsTests {
  /// A server of `count` books, `{"id": n}`, answering each request with `answer` of its path.
  static func server(_ answer: @escaping @Sendable (String) -> String) throws -> HostileServer {
    try HostileServer { request, _ in
      [.response(200, headers: ["Content-Type": "application/json"], body: answer(request.path))]
    }
  }

  /// The value of the query parameter `name` in `path`, as a number.
  static func number(_ name: String, in path: String) -> Int? {
    URLComponents(string: path)?.queryItems?.last { $0.name == name }?.value.flatMap { Int($0) }
  }

  @Test func pagesAZeroBasedServerByItsOwnParameters() async throws {
    // Spring Data REST's page numbers, from 0, and its size; the count in `X-Total-Count`.
    let server = try HostileServer { request, _ in
      let page = Self.number("page", in: request.path) ?? 0
      let body = page < 3 ? #"[{"id": \#(page * 2 + 1)}, {"id": \#(page * 2 + 2)}]"# : "[]"
      return [
        .response(
          200, headers: ["Content-Type": "application/json", "X-Total-Count": "6"], body: body)
      ]
    }
    let settings = #"{"paging": {"page": "page", "size": "size", "first": 0}}"#

    let (paged, page) = try await run(
      ["get", "/books", "--page", "2", "--per-page", "2"], against: server, settings: settings)
    let (all, every) = try await run(
      ["get", "/books", "--all", "--per-page", "2"], against: server, settings: settings)

    checkEqual(paged, .success, "\(page.error)")
    checkEqual(page.output, "3\n4\n")
    checkEqual(all, .success, "\(every.error)")
    checkEqual(every.output, "1\n2\n3\n4\n5\n6\n")
    checkEqual(
      server.requests.map(\.path),
      [
        "/books?page=1&size=2", "/books?page=0&size=2", "/books?page=1&size=2",
        "/books?page=2&size=2",
      ])
  }

  @Test func allAsksAServerThatNumbersNoPagesForThePathAsItIs() async throws {
    // Stripe refuses a parameter it does not know: `--all` sends none of json-server's.
    let server = try Self.server { path in
      let after = path.contains("starting_after=cus_2") ? 2 : 0
      return #"""
        {"object": "list", "has_more": \#(after == 0),
         "data": [{"id": "cus_\#(after + 1)"}, {"id": "cus_\#(after + 2)"}]}
        """#
    }

    let (status, console) = try await run(
      ["get", "/v1/customers", "--all"], against: server,
      settings: #"{"paging": {"size": "limit"}}"#)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "cus_1\ncus_2\ncus_3\ncus_4\n")
    checkEqual(
      server.requests.map(\.path), ["/v1/customers", "/v1/customers?starting_after=cus_2"])
  }

  @Test func aPageTheServerCannotBeAskedForIsRefusedBeforeAnyRequest() async throws {
    let server = try Self.server { _ in "[]" }
    let settings = #"{"paging": {"size": "limit"}}"#

    let (status, console) = try await run(
      ["get", "/v1/customers", "--page", "2"], against: server, settings: settings)
    let (sized, sizing) = try await run(
      ["get", "/v1/customers", "--per-page", "5"], against: server, settings: settings)

    let refusal: String? = console.error.split(separator: "\n").first.map { String($0) }
    let expected =
      "app: option '--page' does not apply to this server: its settings ('paging' in "
      + "servers.json) name no parameter of a page number"
    checkEqual(status, .usage)
    checkEqual(refusal, expected)
    checkEqual(sized, .success, "\(sizing.error)")
    checkEqual(server.requests.map(\.path), ["/v1/customers?limit=5"])
  }

  @Test func allSaysWhenThePagesEndBeforeTheCountTheServerStates() async throws {
    // A server that counts 4 records but names no page after the first two, and whose
    // settings name no page number to ask for the rest by.
    let server = try HostileServer { _, _ in
      [
        .response(
          200, headers: ["Content-Type": "application/json", "X-Total-Count": "4"],
          body: #"[{"id": 1}, {"id": 2}]"#)
      ]
    }

    let (status, console) = try await run(
      ["get", "/customers", "--all"], against: server, settings: #"{"paging": {"size": "limit"}}"#)

    checkEqual(status, .incompleteList, "\(console.error)")
    checkEqual(console.output, "1\n2\n")
    checkEqual(console.error, "app: read 2 of 4 customers: no page followed the last one read\n")
    checkEqual(server.requests.count, 1)
  }
}
