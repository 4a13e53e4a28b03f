import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite struct ShutdownTests {
  @Test func finishesTheRequestsInFlightThenStops() async throws {
    let gate = Gate()
    let server = try HTTPServer(configuration: .untimed()) { request in
      try? await gate.pass()
      return await echo(request)
    }
    let port = server.address.port
    let busy = try TestClient(host: "127.0.0.1", port: port)
    await busy.send("GET /in-flight HTTP/1.1\r\nHost: x\r\n\r\n")
    let idle = try TestClient(host: "127.0.0.1", port: port)
    for await _ in gate.arrivals { break }

    let stopped = Task { await server.shutdown() }
    check(try await idle.readsEndOfStream())
    gate.open()
    let answer = try await busy.readAnswer()
    await stopped.value

    checkEqual(text(answer), "GET /in-flight\n")
    checkEqual(answer.header("Connection"), "close")
    check(try await busy.readsEndOfStream())
    #expect(throws: (any Error).self) { _ = try TestClient(host: "127.0.0.1", port: port) }
  }
}
