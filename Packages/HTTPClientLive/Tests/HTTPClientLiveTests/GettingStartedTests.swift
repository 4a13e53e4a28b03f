import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

/// The code of the "Getting Started with HTTPClientLive" article
/// (`HTTPClientLive.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted, against a loopback server that speaks the catalogue's contract.
@Suite(.timeLimit(.minutes(1)))
struct GettingStartedTests {
  private static let records = [#"{"id": 1, "name": "Mill"}"#, #"{"id": 2, "name": "Farm"}"#]

  private func catalogue() throws -> HostileServer {
    try HostileServer { request, _ in
      switch request.path {
      case "/2/producers?page=1&per_page_limit=20":
        let list = Self.records.joined(separator: ", ")
        return [
          .response(
            200, headers: ["Cache-Control": "max-age=60"], body: #"{"response": [\#(list)]}"#)
        ]
      case "/2/producers/1":
        return [.response(200, body: Self.records[0])]
      case let path where path.hasPrefix("/2/producers?"):
        return [.response(200, body: #"{"response": []}"#)]
      default:
        return [.response(404, body: "{}")]
      }
    }
  }

  /// The article's session for `baseURL`, its policy checked, then moved onto `clock`: its
  /// timeouts, and a call's, pass only when the test moves the clock, never while a busy machine
  /// answers slowly.
  private func articleSession(baseURL: URL, clock: TestClock) -> HTTPSession {
    let session = HTTPSession(
      baseURL: baseURL, userAgent: "Catalogue/1.0",
      policy: TransferPolicy(timeout: .seconds(30), retries: 2))

    checkEqual(session.policy.timeout, .seconds(30))
    checkEqual(session.policy.retries, 2)
    var onClock = session
    onClock.policy.clock = clock
    return onClock
  }

  @Test func makeASessionAndSendAnEndpoint() async throws {
    let server = try catalogue()
    let session = articleSession(baseURL: server.baseURL, clock: TestClock())

    let first = try await session.send(producers(PageRequest(size: 20)))
    // first.items are the producers of page 1; first.next is page 2, none once a page is empty
    let mill = try await session.send(producer(1), timeout: .seconds(5))
    // a call's timeout replaces the policy's for that request

    checkEqual(first.items.map(\.name), ["Mill", "Farm"])
    checkEqual(mill, Producer(id: 1, name: "Mill"))
    checkEqual(server.requests.first?.headers["user-agent"], "Catalogue/1.0")

    let missing: NetworkError?
    do {
      _ = try await session.send(producer(99))
      missing = nil
    } catch {
      missing = error as? NetworkError
    }
    // missing == .notFound(resource: "producer", id: "99")

    checkEqual(missing, .notFound(resource: "producer", id: "99"))
  }

  @Test func boundAWholeCommand() async throws {
    let server = try catalogue()
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "Catalogue/1.0")

    let deadline = Deadline(after: .seconds(30), clock: ContinuousClock())
    let everything = try await withDeadline(deadline) {
      var all: [Producer] = []
      var request: PageRequest? = PageRequest(size: 20)
      while let current = request {
        let page = try await session.send(producers(current))
        all += page.items
        request = page.next.map { PageRequest(continuation: $0, size: 20) }
      }
      return all
    }
    // every page, retries included, within 30 s

    checkEqual(everything.map(\.id), [1, 2])
    checkEqual(server.requests.count, 1, "a page shorter than 20 is the last")
  }

  @Test func keepAnswers() async throws {
    let server = try catalogue()
    let baseURL = server.baseURL
    let cacheRoot = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: cacheRoot) }

    let folder = CacheDirectory(root: cacheRoot).directory(for: baseURL)
    let keeping = HTTPSession(
      baseURL: baseURL, userAgent: "Catalogue/1.0", cache: .disk(directory: folder))
    let stored = try await keeping.send(producers(PageRequest(size: 20)))
    // stored.items are kept in the folder, and answer when the server fails

    checkEqual(stored.items.count, 2)
    let again = try await keeping.send(producers(PageRequest(size: 20)))
    checkEqual(again.items, stored.items)
    checkEqual(server.requests.count, 1, "the second read is answered from the folder")
  }
}
