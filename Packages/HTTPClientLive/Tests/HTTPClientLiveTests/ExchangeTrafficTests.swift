import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every attempt of a request, and the head of each answer, told to the task's
/// `TrafficObserver`, secrets `REDACTED`.
@Suite struct ExchangeTrafficTests {
  @Test func eachAttemptAndEachAnswerIsToldWithoutItsSecrets() async throws {
    let server = try HostileServer { request, index in
      index == 0
        ? [.response(503, headers: ["Set-Cookie": "s=c00kie"], body: "{}")]
        : [.response(200, headers: ["Content-Type": "application/json"], body: "[1]")]
    }
    defer { server.stop() }
    let session = HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "TrafficTests/1", credentials: .apiKey("k-s3cret", header: "X-API-Key"),
      policy: TransferPolicy(retries: 1, clock: ImmediateClock()))
    let events = Mutex<[TrafficEvent]>([])
    let observer = TrafficObserver { event in events.withLock { $0.append(event) } }

    _ = try await TrafficObserver.$current.withValue(observer) {
      try await session.send(Endpoint<ListPayload<Int>>.list(["things"], resource: "things"))
    }

    let told = events.withLock { $0 }
    checkEqual(
      told.map(\.startLine),
      [
        "GET \(server.baseURL.absoluteString)/things", "HTTP 503",
        "GET \(server.baseURL.absoluteString)/things", "HTTP 200",
      ])
    check(told[0].fields.contains { $0.lowercased() == "x-api-key: redacted" })
    check(told[1].fields.contains("Set-Cookie: REDACTED"))
    check(told[3].fields.contains("Content-Type: application/json"))
    check(!told.map(\.description).joined().contains("s3cret"))
    check(!told.map(\.description).joined().contains("c00kie"))
  }

  /// A write's body is told with the request, its secrets `REDACTED`, and each redirect
  /// followed as its head and the request sent in its place.
  @Test(arguments: ["127.0.0.1", "::1"])
  func aBodyAndEachRedirectAreTold(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      request.path == "/accounts"
        ? [.response(307, headers: ["Location": "/accounts/"])]
        : [.response(201, headers: ["Content-Type": "application/json"], body: #"{"id": 7}"#)]
    }
    defer { server.stop() }
    let session = HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "TrafficTests/1", policy: TransferPolicy(retries: 0, clock: ImmediateClock()))
    let events = Mutex<[TrafficEvent]>([])
    let observer = TrafficObserver { event in events.withLock { $0.append(event) } }
    struct Created: Decodable, Sendable { var id: Int }
    let create = Endpoint<Created>.create(
      ["accounts"],
      body: RequestBody(
        data: Data(#"{"name":"Ada","password":"hunter2","profile":{"token":"t0k"}}"#.utf8),
        contentType: "application/json"),
      resource: "account")

    _ = try await TrafficObserver.$current.withValue(observer) { try await session.send(create) }

    let told = events.withLock { $0 }
    let base = server.baseURL.absoluteString
    checkEqual(
      told.map(\.startLine),
      ["POST \(base)/accounts", "HTTP 307", "POST \(base)/accounts/", "HTTP 201"])
    checkEqual(
      told[0].body,
      [
        "{", #"  "name": "Ada","#, #"  "password": "REDACTED","#, #"  "profile": {"#,
        #"    "token": "REDACTED""#, "  }", "}",
      ])
    checkEqual(told[2].body, told[0].body)
    check(told[1].fields.contains("Location: /accounts/"))
    check(!told.map(\.description).joined().contains("hunter2"))
    check(
      told[0].description.contains("\n> \n> {\n>   \"name\": \"Ada\","), "\(told[0].description)")
  }
}
