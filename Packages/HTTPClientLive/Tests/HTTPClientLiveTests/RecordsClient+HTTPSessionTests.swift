import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("RecordsClient on an HTTPSession", .timeLimit(.minutes(1)))
struct RecordsClientHTTPSessionTests {
  private func client(of server: HostileServer) -> RecordsClient {
    RecordsClient(
      session: HTTPSession(
        session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
        userAgent: "RecordsClientHTTPSessionTests/1"))
  }

  @Test(
    "a record is read with the version its ETag names, and a change sent for it",
    arguments: ["127.0.0.1", "::1"])
  func readsTheVersionAndSendsItBack(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      request.method == "GET"
        ? [.response(200, headers: ["ETag": #""v7""#], body: #"{"id": 7, "name": "Ada"}"#)]
        : [.response(200, body: #"{"id": 7, "name": "Grace"}"#)]
    }
    let client = client(of: server)

    let read = try await client.versionedRecord("7", of: "customers")
    let answer = try await client.change(
      "7", of: "customers", fields: ["name": "Grace"], ifMatch: read.version)

    #expect(read.record == ["id": 7, "name": "Ada"])
    #expect(read.version?.description == #""v7""#)
    #expect(answer.record?["name"] == "Grace")
    #expect(server.requests.last?.headers["if-match"] == #""v7""#)
  }
}
