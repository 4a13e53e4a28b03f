import Foundation
import Testing

@testable import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSession.cancellableData(for:)")
struct URLSessionCancellableDataTests {
  private func request(to server: StubServer, path: String) throws -> URLRequest {
    URLRequest(url: server.baseURL.appendingPathComponent(path))
  }

  @Test("it returns the body and the response")
  func success() async throws {
    let server = try StubServer(routes: ["/users": .text("[]", status: 207)])

    let (data, response) = try await server.session.cancellableData(
      for: request(to: server, path: "users"))

    #expect(data == Data("[]".utf8))
    #expect((response as? HTTPURLResponse)?.statusCode == 207)
  }

  @Test("it throws the transport's error")
  func failure() async throws {
    let server = try StubServer { _ in throw URLError(.networkConnectionLost) }

    await #expect {
      try await server.session.cancellableData(for: request(to: server, path: "users"))
    } throws: { error in
      (error as? URLError)?.code == .networkConnectionLost
    }
  }

  @Test("from a cancelled task, it sends nothing and throws URLError(.cancelled)")
  func alreadyCancelled() async throws {
    let server = try StubServer(routes: [:])
    let request = try request(to: server, path: "users")

    let call = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await server.session.cancellableData(for: request)
    }

    await #expect {
      try await call.value
    } throws: { error in
      (error as? URLError)?.code == .cancelled
    }
    #expect(server.requests.isEmpty)
  }
}
