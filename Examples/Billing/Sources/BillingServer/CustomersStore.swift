import Billing
import Foundation
import HTTPServer
import Synchronization

/// The customers and the contract's answers, under a lock since requests arrive concurrently.
final class CustomersStore: Sendable {
  private struct Contents: RequestLog {
    var customers: [Customer]
    var nextID: Int
    var rateLimited: Int
    var lostAnswers: Int
    /// The customer created under each idempotency key.
    var created: [String: Customer] = [:]
    var received: [ReceivedRequest] = []
  }

  private let secretKey: String
  private let contents: Mutex<Contents>

  init(secretKey: String, customers: [Customer], rateLimited: Int, lostAnswers: Int) {
    self.secretKey = secretKey
    self.contents = Mutex(
      Contents(
        customers: customers, nextID: customers.count + 1, rateLimited: rateLimited,
        lostAnswers: lostAnswers))
  }

  var customers: [Customer] {
    contents.withLock { $0.customers }
  }

  var received: [ReceivedRequest] {
    contents.withLock { $0.received }
  }

  /// The answer to `request`, logged.
  func answer(_ request: HTTPRequest) -> HTTPResponse {
    answerLogged(request, secretKey: secretKey, in: contents) { answer($0, &$1) }
  }

  private func answer(_ request: HTTPRequest, _ contents: inout Contents) -> HTTPResponse {
    if contents.rateLimited > 0 {
      contents.rateLimited -= 1
      var response = HTTPResponse.error(429, "Too many requests hit the API too quickly.")
      response.headers.add(name: "Retry-After", value: "1")
      return response
    }
    let path = String(request.path)
    let query = Self.fields(request.query.map(String.init) ?? "")
    switch (request.method, path) {
    case ("GET", "/v1/customers"):
      return list(query, contents.customers)
    case ("POST", "/v1/customers"):
      return create(
        Self.fields(String(decoding: request.body, as: UTF8.self)),
        key: request.headers["Idempotency-Key"], &contents)
    case ("DELETE", _) where path.hasPrefix("/v1/customers/"):
      let id = String(path.dropFirst("/v1/customers/".count))
      guard let index = contents.customers.firstIndex(where: { $0.id == id }) else {
        return .error(404, "No such customer: '\(id)'")
      }
      contents.customers.remove(at: index)
      return .json(["id": id, "object": "customer", "deleted": true])
    default:
      return .error(404, "Unrecognized request URL (\(request.method): \(path)).")
    }
  }

  /// The page of `customers` that `query` asks for: `limit` of them after `starting_after`,
  /// those whose email is `email` when given.
  private func list(_ query: [String: String], _ customers: [Customer]) -> HTTPResponse {
    let limit = query["limit"].flatMap(Int.init).map { min(max($0, 1), 100) } ?? 10
    var found = customers.filter { customer in
      query["email"].map { $0.lowercased() == customer.email.lowercased() } ?? true
    }
    if let after = query["starting_after"] {
      guard let index = found.firstIndex(where: { $0.id == after }) else {
        return .error(400, "No such customer: '\(after)'", param: "starting_after")
      }
      found = Array(found[(index + 1)...])
    }
    let page = found.prefix(limit)
    return .json([
      "object": "list", "data": page.map(\.json), "has_more": found.count > page.count,
    ])
  }

  /// Creates the customer `form` describes, once per `key`.
  private func create(_ form: [String: String], key: String?, _ contents: inout Contents)
    -> HTTPResponse
  {
    if let key, let customer = contents.created[key] {
      return .json(customer.json)
    }
    let email = form["email"] ?? ""
    guard email.contains("@"), !email.hasPrefix("@"), !email.hasSuffix("@") else {
      return .error(400, "Invalid email address: \(email)", param: "email")
    }
    if email.hasSuffix("@example.invalid") {
      return .error(400, "Customers of example.invalid cannot be billed.")
    }
    let plan = form["metadata[plan]"]
    if let plan, !["basic", "pro"].contains(plan) {
      return .error(400, "No such plan: \(plan)", param: "metadata[plan]")
    }
    let customer = Customer(
      id: "cus_\(contents.nextID)", email: email, name: form["name"], plan: plan)
    contents.nextID += 1
    contents.customers.append(customer)
    if let key {
      contents.created[key] = customer
    }
    if contents.lostAnswers > 0 {
      contents.lostAnswers -= 1
      return .noAnswer
    }
    return .json(customer.json)
  }

  /// The fields of a query or a form body, `+` read as a space.
  static func fields(_ encoded: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in encoded.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map {
        $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
      }
      guard let name = parts.first else { continue }
      fields[name] = parts.count > 1 ? parts[1] : ""
    }
    return fields
  }
}

extension HTTPResponse {
  /// `object` as JSON, with `status`.
  static func json(_ object: [String: Any], status: Int = 200) -> HTTPResponse {
    let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    return .json(body ?? Data(), status: status)
  }

  /// Stripe's error: `{"error": {"type", "message", "param"}}`.
  static func error(_ status: Int, _ message: String, param: String? = nil) -> HTTPResponse {
    var error: [String: Any] = ["type": "invalid_request_error", "message": message]
    error["param"] = param
    return json(["error": error], status: status)
  }
}
