import Foundation
import TestSupport
import Testing

/// `app browse` over an API it has never seen, on a pseudo-terminal: `app serve` on a database
/// of three resources (customers, their orders with string ids, the couriers that carry them),
/// each a tab, searched and sorted by the server while paged, paged to the end, a relation
/// followed both ways, and the tabs shown offline from the cache.
@Suite("app browse over any API", .onWaitingThreads)
struct BrowseAnyAPITests {
  let cacheHome = ScratchCacheHome()

  /// 120 customers (three pages of 50) with a nested address; 300 orders, each naming its
  /// customer and courier; 3 couriers.
  static let database: String = {
    let cities = ["Lyon", "Oslo", "Porto"]
    let customers = (1...120).map { number in
      #"{"id": \#(number), "name": "Customer \#(number)", "#
        + #""address": {"city": "\#(cities[number % 3])", "geo": {"lat": \#(number)}}}"#
    }
    let orders = (1...300).map { number in
      #"{"id": "o\#(number)", "customerId": \#(number % 120 + 1), "#
        + #""courierId": \#(number % 3 + 1), "total": \#(number).5, "tags": ["a", "b"]}"#
    }
    let couriers = ["Swift Bikes", "Harbour Vans", "Night Owl"].enumerated().map {
      #"{"id": \#($0.offset + 1), "title": "\#($0.element)"}"#
    }
    return #"{"customers": [\#(customers.joined(separator: ","))], "#
      + #""orders": [\#(orders.joined(separator: ","))], "#
      + #""couriers": [\#(couriers.joined(separator: ","))]}"#
  }()

  @Test func theTabsSearchSortAndPageAnyResourceAndWorkOfflineFromTheCache() async throws {
    try await ServeProcess.served(Self.database) { server, _ in
      let app = try browse(server.baseURL)
      defer { _ = app.wait() }

      _ = try app.requireScreen("the tabs are not the server's resources") {
        $0.line(0).hasPrefix("[Customers]· Orders · Couriers")
          && $0.line(23).contains("customer 1 of 120 · 50 loaded")
      }
      app.type("/Porto\r")
      _ = try app.requireScreen("the server never searched the customers with q") {
        $0.line(23).contains("q=Porto on the server") && $0.line(23).contains("40 of 40")
      }
      app.type("\u{1B}")
      _ = try app.requireScreen("the search was not cleared") {
        $0.line(23).contains("50 loaded") && !$0.line(23).contains("q=")
      }
      app.type("Sn")
      _ = try app.requireScreen("the server never sorted the customers") {
        $0.line(2).contains("Customer 1 ") && $0.line(3).contains("Customer 10 ")
      }
      app.type("j")
      _ = try app.requireScreen("the status line never said the server sorted them") {
        $0.line(23).contains("customer 10 · 2 of 120 · 50 loaded · sorted by name on the server")
      }
      app.type("G")
      _ = try app.requireScreen("the customers were never paged to the end") {
        $0.line(23).contains("120 of 120") && !$0.line(23).contains("loaded")
          && $0.lines.contains { $0.contains("Customer 99") }
      }
      app.type("3")
      _ = try app.requireScreen("the couriers' tab never showed") {
        $0.line(0).contains("[Couriers]") && $0.lines.contains { $0.contains("Night Owl") }
          && $0.line(23).contains("courier 1 of 3")
      }
      app.type(":orders\r")
      _ = try app.requireScreen("the command line never switched to the orders") {
        $0.line(0).contains("[Orders]") && $0.line(2).contains("o1")
      }
      // A relation followed both ways: the order's customer, then the orders that name her.
      app.type("\r")
      _ = try app.requireScreen("the order never showed its links by name") {
        $0.row(containing: "customerId  2 › Customer 2") != nil
          && $0.row(containing: "courierId   2 › Harbour Vans") != nil
      }
      app.type("\r")
      _ = try app.requireScreen("the link never opened the customer") {
        $0.row(containing: "name  Customer 2") != nil
          && $0.row(containing: "orders  3 ›") != nil && $0.line(0).contains("Customer 2")
      }
      app.type("\r")
      _ = try app.requireScreen("the customer's orders never opened") {
        $0.line(0).contains("orders of customer 2") && $0.row(containing: "o121") != nil
          && $0.line(23).contains("order o1 · 1 of 3")
      }
      for screen in ["orders of customer 2", "Customer 2", "order o1"] {
        app.type("\u{1B}")
        _ = try app.requireScreen("Esc never closed \(screen)") {
          !$0.line(0).contains("› \(screen)")
        }
      }
      check(app.screen.line(2).contains("o1"), "back on the orders: \(app.screen)")
      app.type("q")
      checkEqual(app.wait().status, 0)

      let offline = try browse(server.baseURL, ["--offline"])
      defer { _ = offline.wait() }
      _ = try offline.requireScreen("the customers were not shown offline from the cache") {
        $0.line(0).hasPrefix("[Customers]· Orders · Couriers")
          && $0.lines.contains { $0.contains("Customer 2 ") }
      }
      offline.type("q")
    }
  }

  /// `app browse` on the server at `baseURL`, with `arguments`, its cache this test's.
  private func browse(_ baseURL: String, _ arguments: [String] = []) throws -> TerminalProcess {
    try TerminalProcess.start(
      ["browse", "--base-url", baseURL, "--color", "never"] + arguments,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }
}
