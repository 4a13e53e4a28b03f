import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport
import Testing

/// Bodies passed on as they come from servers on loopback, and those held as usual.
@Suite("BodyPassThrough", .timeLimit(.minutes(1)))
struct BodyPassThroughTests {
  private static let endpoint = Endpoint<Data>.download(["export"], resource: "export")

  private func session(of server: HostileServer, retries: Int = 0, maximumSize: Int = 1 << 20)
    -> HTTPSession
  {
    HTTPSession(
      baseURL: server.baseURL, userAgent: "BodyPassThroughTests/1",
      policy: TransferPolicy(
        retries: retries, maximumResponseSize: maximumSize, clock: ImmediateClock()))
  }

  /// What went to the output, and the heads it was opened with.
  private final class Output: Sendable {
    let written = Mutex(Data())
    let heads = Mutex<[HTTPResponseHead]>([])
    let progress = Mutex<[TransferProgress]>([])

    func passThrough(holding: Int) -> BodyPassThrough {
      BodyPassThrough(
        holding: holding, open: { head in self.heads.withLock { $0.append(head) } },
        progress: { progress in self.progress.withLock { $0.append(progress) } },
        write: { data in self.written.withLock { $0.append(data) } })
    }
  }

  @Test(
    "a body within what is held is the answer as usual, the output untouched",
    arguments: ["127.0.0.1", "::1"])
  func holdsASmallBody(address: String) async throws {
    let server = try HostileServer(address: address) { _, _ in
      [.response(200, body: #"{"id": 1}"#)]
    }
    let output = Output()
    let outcome = try await output.passThrough(holding: 1024).run {
      try await session(of: server).send(Self.endpoint)
    }
    guard case .kept(let body) = outcome else {
      Issue.record("passed on: \(outcome)")
      return
    }
    checkEqual(String(decoding: body, as: UTF8.self), #"{"id": 1}"#)
    checkEqual(output.written.withLock { $0 }, Data())
    checkEqual(output.heads.withLock { $0.count }, 0)
  }

  @Test("a body past what is held goes to the output whole, past the size limit too")
  func passesALargeBodyOn() async throws {
    var generator = SplitMix64(seed: 11)
    let body = Data((0..<3_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
    let server = try HostileServer { _, _ in
      [
        .text(
          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        ), .send(body),
      ]
    }
    let output = Output()
    let outcome = try await output.passThrough(holding: 64 * 1024).run {
      try await session(of: server, maximumSize: 1 << 20).send(Self.endpoint)
    }
    guard case .passedOn(let answer) = outcome else {
      Issue.record("kept: \(outcome)")
      return
    }
    checkEqual(answer.byteCount, 3_000_000)
    checkEqual(answer.head.status, 200)
    checkEqual(answer.head.value(forHeader: "Content-Type"), "application/json")
    check(output.written.withLock { $0 } == body, "the bytes, whole and in order")
    checkEqual(output.heads.withLock { $0.map(\.status) }, [200])
    checkEqual(
      output.progress.withLock { $0.last },
      Optional(TransferProgress(completed: 3_000_000, expected: 3_000_000)))
  }

  @Test("an error's body is held and thrown as the server's error, never written")
  func holdsAnErrorsBody() async throws {
    let server = try HostileServer { _, _ in
      [.response(500, body: String(repeating: "x", count: 200_000))]
    }
    let output = Output()
    await #expect(throws: NetworkError.self) {
      try await output.passThrough(holding: 0).run {
        try await session(of: server).send(Self.endpoint)
      }
    }
    checkEqual(output.written.withLock { $0.count }, 0)
  }

  @Test("a body that breaks off once written is not tried again, and says how much went")
  func aBrokenBodyIsNotTriedAgain() async throws {
    let server = try HostileServer { _, _ in
      [
        .text("HTTP/1.1 200 OK\r\nContent-Length: 500000\r\nConnection: close\r\n\r\n"),
        .send(Data(repeating: 65, count: 200_000)), .markSent,
      ]
    }
    let output = Output()
    let failure = await #expect(throws: BodyPassThrough.Broken.self) {
      try await output.passThrough(holding: 1000).run {
        try await session(of: server, retries: 3).send(Self.endpoint)
      }
    }
    checkEqual(server.requests.count, 1, "what was written cannot be taken back")
    checkEqual(failure?.written, 200_000)
    checkEqual(failure?.expected, 500_000)
    checkEqual(output.written.withLock { $0.count }, 200_000)
    check(failure?.description.hasPrefix("the answer broke off after 200 kB of 500 kB: ") == true)
  }

  @Test("an output that refuses a write ends the transfer in its words")
  func aRefusedWriteEndsIt() async throws {
    struct Full: Error, CustomStringConvertible {
      var description: String { "No space left on device" }
    }
    let server = try HostileServer { _, _ in
      [
        .text("HTTP/1.1 200 OK\r\nContent-Length: 300000\r\nConnection: close\r\n\r\n"),
        .send(Data(repeating: 66, count: 300_000)),
      ]
    }
    let passThrough = BodyPassThrough(holding: 0) { _ in throw Full() }
    let failure = await #expect(throws: BodyPassThrough.Broken.self) {
      try await passThrough.run { try await session(of: server).send(Self.endpoint) }
    }
    checkEqual(failure?.cause, .output("No space left on device"))
  }

  @Test("a body cut off once written is never followed by a stored answer")
  func aBrokenBodyIsNotAnsweredFromTheCache() async throws {
    let server = try HostileServer { _, index in
      index == 0
        ? [
          .response(
            200, headers: ["ETag": "\"v1\"", "Cache-Control": "max-age=0"], body: #"{"old": 1}"#)
        ]
        : [
          .text("HTTP/1.1 200 OK\r\nContent-Length: 900000\r\nConnection: close\r\n\r\n"),
          .send(Data(repeating: 65, count: 300_000)), .markSent, .hold,
        ]
    }
    defer { server.stop() }
    let clock = TestClock()
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "BodyPassThroughTests/1",
      policy: TransferPolicy(timeout: .seconds(1), retries: 0, clock: clock, timeoutClock: clock),
      cache: .inMemory())
    _ = try await session.send(Self.endpoint)
    let output = Output()
    let call = Task {
      try await output.passThrough(holding: 1000).run { try await session.send(Self.endpoint) }
    }
    // Part of the body went out and the server holds the rest: the time runs out, on cue.
    while output.written.withLock({ $0.count }) < 300_000 { await Task.yield() }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))

    let failure = await #expect(throws: BodyPassThrough.Broken.self) { try await call.value }

    checkEqual(failure?.written, 300_000)
    checkEqual(output.written.withLock { $0 }, Data(repeating: 65, count: 300_000))
  }
}
