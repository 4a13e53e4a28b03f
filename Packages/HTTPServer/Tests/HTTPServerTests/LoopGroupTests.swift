import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite struct LoopGroupTests {
  private static func group(loops: Int) -> LoopGroup {
    LoopGroup(inboxes: (0..<loops).map { _ in EventLoopInbox(wakeDescriptor: -1) })
  }

  @Test func givesEachConnectionToTheLoopHoldingTheFewest() {
    let group = Self.group(loops: 3)

    let first = (0..<3).map { _ in group.reserveConnection(limit: 10) }
    group.releaseConnection(of: 1)
    let afterRelease = group.reserveConnection(limit: 10)
    let next = group.reserveConnection(limit: 10)

    checkEqual(first, [0, 1, 2])
    checkEqual(afterRelease, 1)
    checkEqual(next, 0, "every loop holds one: the first of them")
  }

  @Test func refusesAConnectionPastTheLimitOfAllLoopsTogether() {
    let group = Self.group(loops: 2)
    let taken = (0..<3).map { _ in group.reserveConnection(limit: 3) }

    checkEqual(taken, [0, 1, 0])
    checkEqual(group.reserveConnection(limit: 3), nil)
    group.releaseConnection(of: 1)
    checkEqual(group.reserveConnection(limit: 3), 1)
  }

  @Test func addsTheBodyBytesTheOtherLoopsLastPublished() {
    let group = Self.group(loops: 3)
    group.publishHeldBytes(100, of: 0)
    group.publishHeldBytes(20, of: 1)
    group.publishHeldBytes(3, of: 2)

    checkEqual(group.heldBytes(besides: 0), 23)
    checkEqual(group.heldBytes(besides: 2), 120)
    group.publishHeldBytes(0, of: 1)
    checkEqual(group.heldBytes(besides: 0), 3)
  }

  // MARK: - A server on several threads

  private static func configuration(threads: Int) -> HTTPServerConfiguration {
    var configuration = HTTPServerConfiguration.untimed()
    configuration.threads = threads
    return configuration
  }

  @Test func servesEachConnectionOnAThreadOfItsOwnWhileThereAreEnough() async throws {
    let server = try HTTPServer(configuration: Self.configuration(threads: 3)) { _ in
      .text(currentThread(), status: 200)
    }
    var threads: [String] = []
    var clients: [TestClient] = []
    for _ in 0..<3 {
      let client = try TestClient(host: "127.0.0.1", port: server.address.port)
      clients.append(client)
      await client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
      threads.append(text(try await client.readAnswer()))
    }
    await clients[0].send("GET /again HTTP/1.1\r\nHost: x\r\n\r\n")
    let again = text(try await clients[0].readAnswer())

    checkEqual(Set(threads).count, 3, "\(threads)")
    checkEqual(threads.first, again, "a connection stays with its thread")
    await server.shutdown()
  }

  @Test func stopsEveryThreadAndClosesTheirConnections() async throws {
    let server = try HTTPServer(configuration: Self.configuration(threads: 3)) { await echo($0) }
    let port = server.address.port
    var clients: [TestClient] = []
    for _ in 0..<4 {
      let client = try TestClient(host: "127.0.0.1", port: port)
      await client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
      try await checkEqual(client.readAnswer().status, 200)
      clients.append(client)
    }

    await server.shutdown()

    for client in clients {
      check(try await client.readsEndOfStream())
    }
    #expect(throws: (any Error).self) { _ = try TestClient(host: "127.0.0.1", port: port) }
  }

  @Test func checksTheTimeoutsOfEveryThread() async throws {
    let time = ManualTime()
    var configuration = Self.configuration(threads: 2)
    configuration.now = time.now
    let server = try HTTPServer(configuration: configuration) { await echo($0) }
    let quiet = try (0..<2).map { _ in
      try TestClient(host: "127.0.0.1", port: server.address.port)
    }
    // Once a later connection is answered, the first thread has handed over the earlier ones.
    let last = try TestClient(host: "127.0.0.1", port: server.address.port)
    await last.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    try await checkEqual(last.readAnswer().status, 200)

    time.advance(by: configuration.idleTimeout)
    server.checkTimeouts()

    for client in quiet {
      try await checkEqual(client.readAnswer().status, 408)
      check(try await client.readsEndOfStream())
    }
    await server.shutdown()
  }

  @Test func takesOneThreadForAnyCountBelowOne() async throws {
    let server = try HTTPServer(configuration: Self.configuration(threads: 0)) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET /one HTTP/1.1\r\nHost: x\r\n\r\n")

    checkEqual(text(try await client.readAnswer()), "GET /one\n")
    await server.shutdown()
  }
}

/// What tells the thread the caller runs on apart from the others.
private func currentThread() -> String {
  String(describing: pthread_self())
}
