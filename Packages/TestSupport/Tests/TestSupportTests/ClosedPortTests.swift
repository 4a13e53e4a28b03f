import Foundation
import TestSupport
import Testing

@Suite struct ClosedPortTests {
  @Test(arguments: ["127.0.0.1", "::1"])
  func refusesConnectionsWhileHeld(address: String) async throws {
    try await ClosedPort.with(address: address) { port in
      let client = LoopbackHTTPClient(host: address, port: Int(port))
      await #expect(throws: (any Error).self) { try await client.send("GET", "/") }
      check(port != 0)
    }
  }

}
