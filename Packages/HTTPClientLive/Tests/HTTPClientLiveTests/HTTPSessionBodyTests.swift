import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

/// A customer of the Stripe-style API these tests stand in for.
private struct Customer: Codable, Sendable, Equatable {
  var id: String
}

/// Bodies beyond JSON, as a server on loopback receives them.
@Suite("HTTPSession's bodies", .timeLimit(.minutes(1)))
struct HTTPSessionBodyTests {
  private func session(of server: HostileServer) -> HTTPSession {
    HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionBodyTests/1",
      policy: TransferPolicy(retries: 0, clock: ImmediateClock()))
  }

  private func created() throws -> HostileServer {
    try HostileServer { _, _ in [.response(200, body: #"{"id": "cus_1"}"#)] }
  }

  @Test("a form-encoded body is sent as a form, nested keys and lists in brackets")
  func formEncoded() async throws {
    let server = try created()
    let create = Endpoint<Customer>.create(
      ["v1", "customers"],
      body: .formEncoded([
        "email": "ada+1@example.com", "metadata": ["plan": "pro", "seats": 3],
        "expand": ["tax", "invoice settings"], "items": [["price": "p_1"], ["price": "p_2"]],
      ]),
      resource: "customer", rejection: .stripe)

    let customer = try await session(of: server).send(create)

    checkEqual(customer, Customer(id: "cus_1"))
    let request = try #require(server.requests.first)
    check(request.method == "POST" && request.path == "/v1/customers")
    checkEqual(request.headers["content-type"], "application/x-www-form-urlencoded")
    checkEqual(
      String(decoding: request.body, as: UTF8.self),
      "email=ada%2B1%40example.com&metadata[plan]=pro&metadata[seats]=3"
        + "&expand[]=tax&expand[]=invoice%20settings&items[0][price]=p_1&items[1][price]=p_2")
  }

  @Test("raw bytes are sent as they are, with their content type")
  func rawBytes() async throws {
    let server = try HostileServer { _, _ in [.response(204, body: "")] }
    let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
    let upload = Endpoint<Void>(
      method: "PUT", pathComponents: ["avatars", "7"], resource: "avatar",
      successStatuses: [204], payload: { _, _ in }
    ).sending(.bytes(bytes, contentType: "image/png"))

    try await session(of: server).send(upload)

    let request = try #require(server.requests.first)
    checkEqual(request.headers["content-type"], "image/png")
    checkEqual(request.body, bytes)
  }

  @Test("a team's Content-Type replaces the body's, whatever its case")
  func teamHeaderReplacesIt() async throws {
    let server = try created()
    let create = Endpoint<Customer>.create(
      ["v1", "customers"], body: .formEncoded(["email": "ada@example.com"]), resource: "customer"
    ).adding(headers: ["content-type": "application/x-www-form-urlencoded; charset=utf-8"])

    _ = try await session(of: server).send(create)

    let request = try #require(server.requests.first)
    checkEqual(request.headers["content-type"], "application/x-www-form-urlencoded; charset=utf-8")
  }

  @Test("a JSON body as a RequestBody is sent as the JSON writes are")
  func json() async throws {
    let server = try created()
    let create = Endpoint<Customer>.create(
      ["v1", "customers"], body: try .json(["email": "ada@example.com"]), resource: "customer")

    _ = try await session(of: server).send(create)

    let request = try #require(server.requests.first)
    checkEqual(request.headers["content-type"], "application/json; charset=utf-8")
    checkEqual(String(decoding: request.body, as: UTF8.self), #"{"email":"ada@example.com"}"#)
  }
}
