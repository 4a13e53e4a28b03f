import Foundation
import HTTPServer
import JSONServer
import Synchronization
import TestSupport
import Testing

@Suite struct JSONServerHTTPHandlerTests {
  /// What happened, in order, across threads.
  final class Events: Sendable {
    private let events = Mutex<[String]>([])

    func record(_ event: String) {
      events.withLock { $0.append(event) }
    }

    var all: [String] { events.withLock { $0 } }
  }

  @Test(arguments: [
    ("/posts?_delay=250", 350), ("/posts/1?x=1&_delay=1.5e2ms", 250), ("/db?_delay=abc", 100),
    ("/posts?_delay=-5", 100), ("/posts?_delay=9e99", 600_100), ("/posts?_delayed=7", 100),
  ])
  func waitsTheDelayAndTheOneTheRequestAsksFor(target: String, milliseconds: Int) async {
    let waits = Events()
    let handler = JSONServerHTTPHandler(
      delay: .milliseconds(100), log: nil, sleep: { waits.record("\($0)") },
      answer: { _, _ in JSONServerResponse(status: 200) })

    _ = await handler.respond(to: HTTPRequest(target: target))

    checkEqual(waits.all, ["\(Duration.milliseconds(milliseconds))"])
  }

  @Test func cutsTheWaitsShortOnceToldToStop() async {
    let waits = Events()
    let handler = JSONServerHTTPHandler(
      delay: .seconds(30), log: nil,
      sleep: { duration in
        try? await Task.sleep(for: duration)
        waits.record(Task.isCancelled ? "cut short" : "waited out")
      },
      answer: { _, _ in JSONServerResponse(status: 200) })
    let answering = Task { await handler.respond(to: HTTPRequest(target: "/posts")) }

    handler.endWaits()
    let first = await answering.value
    let later = await handler.respond(to: HTTPRequest(target: "/posts/1"))

    check(first.status == 200 && later.status == 200)
    check(waits.all.allSatisfy { $0 == "cut short" })
  }

  /// A write, and a read whose answer is not kept (which may take long on a large database or
  /// with a `_like` pattern), are made off the server's thread, which goes on giving the kept
  /// answers meanwhile.
  @Test(arguments: [
    ("POST", "/posts"), ("GET", "/posts?title_like=%5Ea"), ("HEAD", "/posts?_sort=views"),
  ])
  func answersReadsWhileASlowRequestIsAnswered(method: String, target: String) async throws {
    let events = Events()
    // A semaphore, not a Gate: the slow answer is made synchronously, on a thread that blocks.
    let release = DispatchSemaphore(value: 0)
    let (started, slowStarted) = AsyncStream<Void>.makeStream()
    let answer = JSONServerResponse(status: 200, headers: [:], body: Data("{}".utf8))
    let respond: @Sendable (JSONServerRequest, @escaping () -> Void) -> JSONServerResponse = {
      request, _ in
      if request.method == method, request.path == "/posts" {
        slowStarted.yield()
        // Unbounded: the test releases it once the read is answered, or has failed.
        release.wait()
        events.record("slow request answered")
      }
      return answer
    }
    let handler = JSONServerHTTPHandler(
      delay: .zero, log: nil, kept: { $0.path == "/posts/1" ? answer : nil }, answer: respond)
    let server = try HTTPServer { await handler.respond(to: $0) }
    let client = LoopbackHTTPClient(host: server.address.host, port: server.address.port)
    let body = method == "POST" ? Data("{}".utf8) : nil
    let slow = Task { try await client.send(method, target, body: body) }
    var iterator = started.makeAsyncIterator()
    await iterator.next()

    let read: LoopbackHTTPClient.Response
    do {
      read = try await client.send("GET", "/posts/1")
    } catch {
      // A read held behind the slow answer gives up after the client's timeout.
      release.signal()
      throw error
    }
    events.record("read answered")
    release.signal()
    _ = try await slow.value
    await server.shutdown()

    checkEqual(read.status, 200)
    checkEqual(events.all, ["read answered", "slow request answered"])
  }

  @Test func answersWithItsFilesAtOnceLoggingAllButTheIcon() async {
    let events = Events()
    let handler = JSONServerHTTPHandler(
      delay: .seconds(30), log: { events.record($0) }, sleep: { _ in events.record("waited") },
      files: { request in
        request.path == "/posts" ? nil : HTTPResponse(status: 200, body: Data("file".utf8))
      },
      crossOrigin: { _ in ["Vary": "Origin"] },
      answer: { _, _ in JSONServerResponse(status: 200) })

    let page = await handler.respond(to: HTTPRequest(target: "/index.html"))
    let icon = await handler.respond(to: HTTPRequest(target: "/favicon.ico"))
    let written = await handler.respond(to: HTTPRequest(method: "POST", target: "/index.html"))

    check(page.body == Data("file".utf8) && icon.body == Data("file".utf8))
    checkEqual(page.headers["Vary"], "Origin")
    check(written.body.isEmpty)
    let all = events.all
    checkEqual(all.count, 3)
    checkEqual(all.first?.hasPrefix("GET /index.html 200 "), true)
    checkEqual(all.dropFirst().first, "waited")
    checkEqual(all.last?.hasPrefix("POST /index.html 200 "), true)
  }

  @Test func answersWhatComesBeforeTheDelaysAtOnce() async {
    let events = Events()
    let handler = JSONServerHTTPHandler(
      delay: .seconds(30), log: nil, sleep: { _ in events.record("waited") },
      early: { $0.method == "OPTIONS" ? JSONServerResponse(status: 204) : nil },
      answer: { _, _ in JSONServerResponse(status: 200) })

    let preflight = await handler.respond(to: HTTPRequest(method: "OPTIONS", target: "/posts"))
    checkEqual(preflight.status, 204)
    check(events.all.isEmpty)
    let read = await handler.respond(to: HTTPRequest(target: "/posts"))
    checkEqual(read.status, 200)
    checkEqual(events.all, ["waited"])
  }

  @Test func waitsTheRequestedDelayOnlyWhereTheAPIWaitsIt() async {
    let waits = Events()
    let handler = JSONServerHTTPHandler(
      delay: .milliseconds(100), log: nil, sleep: { waits.record("\($0)") },
      waitsRequestedDelay: { $0.path != "/db" }, answer: { _, _ in JSONServerResponse(status: 200) }
    )

    _ = await handler.respond(to: HTTPRequest(target: "/db?_delay=50"))
    _ = await handler.respond(to: HTTPRequest(target: "/posts?_delay=50"))

    checkEqual(waits.all, ["\(Duration.milliseconds(100))", "\(Duration.milliseconds(150))"])
  }

  /// json-server compresses what the `compression` middleware finds compressible, and says so
  /// with `Vary: Accept-Encoding`, after the cross-origin `Vary: Origin`.
  @Test func variesByEncodingWhereJSONServerCompresses() async {
    let handler = JSONServerHTTPHandler(
      delay: .zero, log: nil,
      files: { request in
        let types = [
          "/logo.png": "image/png", "/font.woff2": "font/woff2", "/logo.svg": "image/svg+xml",
          "/app.js": "application/javascript; charset=UTF-8",
          "/data.json": " Application/JSON ; charset=utf-8",
          "/wide.css": "\u{A0}Text/CSS\u{2003}; charset=utf-8",
        ]
        let type = types[String(request.path)] ?? "text/css; charset=UTF-8"
        return request.path == "/posts"
          ? nil : HTTPResponse(status: 200, headers: ["Content-Type": type], body: Data())
      },
      crossOrigin: { _ in ["Vary": "Origin"] }, compresses: true,
      answer: { _, _ in
        JSONServerResponse(
          status: 200,
          headers: ["Content-Type": "application/json; charset=utf-8", "Vary": "Origin"])
      })

    await checkEqual(
      handler.respond(to: HTTPRequest(target: "/posts")).headers["Vary"], "Origin, Accept-Encoding")
    await checkEqual(
      handler.respond(to: HTTPRequest(target: "/style.css")).headers["Vary"],
      "Origin, Accept-Encoding")
    for path in ["/logo.svg", "/app.js", "/data.json", "/wide.css"] {
      await checkEqual(
        handler.respond(to: HTTPRequest(target: path)).headers["Vary"], "Origin, Accept-Encoding")
    }
    for path in ["/logo.png", "/font.woff2"] {
      await checkEqual(handler.respond(to: HTTPRequest(target: path)).headers["Vary"], "Origin")
    }
  }
}
