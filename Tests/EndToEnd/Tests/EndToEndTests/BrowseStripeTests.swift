import Foundation
import Synchronization
import TestSupport
import Testing

/// `app browse` on an API in Stripe's shape, named with `--resource` and set up in
/// `servers.json` (a bearer key, form bodies, edits by `POST`, pages asked for by `limit`), on a
/// pseudo-terminal: the customers read out of `data` and paged to the end after the last one
/// while `has_more` says so, a customer opened, edited and deleted, and one created.
@Suite("app browse on a Stripe-style API", .onWaitingThreads)
struct BrowseStripeTests {
  let cacheHome = ScratchCacheHome()

  /// The customers, `cus_1` to `cus_55`, each with a name; every request needs the key.
  final class Customers: Sendable {
    private let names = Mutex<[(id: String, name: String)]>(
      (1...55).map { (id: "cus_\($0)", name: "Customer \($0)") })

    var all: [String: String] {
      Dictionary(uniqueKeysWithValues: names.withLock { $0.map { ($0.id, $0.name) } })
    }

    func answer(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
      guard request.headers["authorization"] == "Bearer sk_test_1" else {
        return .http(401, body: #"{"error": {"type": "invalid_request_error"}}"#)
      }
      let parts = URLComponents(string: request.path)
      let path = (parts?.path ?? "").split(separator: "/").map(String.init)
      let query = Dictionary(
        (parts?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
      guard path.count >= 2, path[0] == "v1", path[1] == "customers" else {
        return .http(404, body: #"{"error": {"message": "Unrecognized request URL"}}"#)
      }
      let id = path.count == 3 ? path[2] : nil
      switch (request.method, id) {
      case ("GET", nil):
        let limit = query["limit"].flatMap(Int.init) ?? 10
        let all = names.withLock { $0 }
        let start =
          query["starting_after"].flatMap { after in
            all.firstIndex { $0.id == after }.map { $0 + 1 }
          } ?? 0
        let page = all.dropFirst(start).prefix(limit)
        let more = start + page.count < all.count
        return .http(
          200,
          body: #"{"object": "list", "url": "/v1/customers", "has_more": \#(more), "data": ["#
            + page.map(Self.body).joined(separator: ",") + "]}")
      case ("GET", let id?):
        guard let customer = names.withLock({ $0.first { $0.id == id } }) else {
          return .http(404, body: #"{"error": {"message": "No such customer"}}"#)
        }
        return .http(200, body: Self.body(of: customer))
      case ("POST", nil):
        let form = URLComponents(string: "?" + request.body)?.queryItems ?? []
        let name = form.first { $0.name == "name" }?.value ?? ""
        let created = names.withLock { names in
          let number = names.compactMap { Int($0.id.dropFirst(4)) }.max() ?? 0
          names.append((id: "cus_\(number + 1)", name: name))
          return names[names.count - 1]
        }
        return .http(200, body: Self.body(of: created))
      case ("POST", let id?):
        let form = URLComponents(string: "?" + request.body)?.queryItems ?? []
        let name = form.first { $0.name == "name" }?.value
        let changed = names.withLock { names -> (id: String, name: String)? in
          guard let index = names.firstIndex(where: { $0.id == id }) else { return nil }
          if let name { names[index].name = name }
          return names[index]
        }
        return changed.map { .http(200, body: Self.body(of: $0)) } ?? .http(404)
      case ("DELETE", let id?):
        names.withLock { $0.removeAll { $0.id == id } }
        return .http(200, body: #"{"id": "\#(id)", "object": "customer", "deleted": true}"#)
      default:
        return .http(405)
      }
    }

    private static func body(of customer: (id: String, name: String)) -> String {
      #"{"id": "\#(customer.id)", "object": "customer", "name": "\#(customer.name)"}"#
    }
  }

  @Test func itsCustomersArePagedAfterTheLastOneOpenedEditedByFormDeletedAndCreated() throws {
    let customers = Customers()
    let server = try LoopbackServer { request, _ in customers.answer(request) }
    defer { server.stop() }
    let config = try ServerSettingsFileTests.config(
      #"""
      {"\#(server.baseURL)": {"auth": {"type": "bearer", "secret": "sk_test_1"},
        "records": {"format": "form", "update": "POST"}, "paging": {"size": "limit"}}}
      """#)
    let app = try TerminalProcess.start(
      [
        "browse", "--base-url", server.baseURL, "--resource", "customers:v1/customers",
        "--color", "never",
      ],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path, "XDG_CONFIG_HOME": config.url.path])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the customers never showed out of their list's data") {
      $0.line(0).hasPrefix("[Customers]")
        && $0.line(23).contains("customer cus_1 · 1 · 50 loaded · more on the server")
        && $0.row(containing: "Customer 2 ") != nil
    }
    app.type("G")
    _ = try app.requireScreen("has_more was never followed to the last customer") {
      $0.line(23).contains("customer cus_55 · 55 of 55") && $0.row(containing: "Customer 55") != nil
    }
    check(
      server.receivedPaths.contains { $0.contains("starting_after=cus_50") },
      "each page after the last customer of the one before")
    app.type("\r")
    _ = try app.requireScreen("the customer never opened") {
      $0.line(0).contains("› Customer 55") && $0.row(containing: "object  customer") != nil
    }
    app.type("e")
    _ = try app.requireScreen("e never opened the customer's form") {
      $0.row(containing: "Edit customer cus_55") != nil
    }
    // The form's fields are in the list's order, the name first: cleared, typed, saved.
    app.type("\u{15}Ada\u{13}")
    _ = try app.requireScreen("the edit was never shown") {
      $0.row(containing: "name    Ada") != nil && $0.row(containing: "Edit") == nil
    }
    let edit = server.receivedRequests.last { $0.method == "POST" }
    checkEqual(edit?.path, "/v1/customers/cus_55")
    checkEqual(edit?.body.contains("name=Ada"), true, "a form, as Stripe takes it")
    checkEqual(customers.all["cus_55"], "Ada")

    app.type("\u{1B}dy")
    _ = try app.requireScreen("the customer was never deleted once its window closed") {
      $0.line(23).contains("Deleted customer cus_55.")
    }
    checkEqual(customers.all["cus_55"], nil)

    app.type("c")
    _ = try app.requireScreen("c never opened a new customer's form") {
      $0.row(containing: "New customer") != nil
    }
    app.type("Grace\u{13}")
    _ = try app.requireScreen("the new customer was never shown under the cursor") {
      $0.line(23).contains("customer cus_55 · 55 of 55") && $0.row(containing: "Grace") != nil
    }
    let create = server.receivedRequests.last { $0.method == "POST" }
    checkEqual(create?.path, "/v1/customers")
    checkEqual(create?.body, "name=Grace", "a form of the fields filled in")
    checkEqual(customers.all["cus_55"], "Grace")
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}
