import Features
import Foundation
import HTTPClient
import HTTPClientLive
import HTTPServer
import Producers
import ProducersServer
import Synchronization
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ProducersLiveTests {
  static func catalogue(_ count: Int, named prefix: String = "Producer") -> [CatalogueProducer] {
    (0..<count).map { index in
      CatalogueProducer(
        id: index + 1, name: "\(prefix) \(index + 1)", shortDescription: "Short.",
        description: index == 0 ? "Long." : nil,
        imagePaths: ["https://images.example.com/\(index + 1).jpg"],
        location: index == 0 ? "Jerez" : nil)
    }
  }

  /// A client of `url` that tries once, refuses answers over 1 KiB, and keeps its answers in
  /// `storage` when given. No timeout: no test here is about one, and a deadline on the wall
  /// clock could pass on a loaded machine before the loopback server answers.
  func client(_ url: URL, storage: URL? = nil) -> ProducersClient {
    .live(
      HTTPSession(
        baseURL: url, userAgent: "ProducersTests",
        policy: TransferPolicy(timeout: nil, retries: 0, maximumResponseSize: 1_024),
        cache: storage.map { .disk(directory: $0) } ?? .disabled))
  }

  /// A folder of its own for one test's stored answers.
  func storageFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "producers-tests-\(UUID().uuidString)", isDirectory: true)
  }

  /// The names a fresh list shows after loading every page through `client`.
  func namesAfterScrolling(_ client: ProducersClient, pageSize: Int = 2) async -> [String] {
    let store = Store(
      initialState: ProducersListFeature.State(pageSize: pageSize),
      reducer: ProducersListFeature(client: client))
    for _ in 0..<10 {
      await store.send(.feed(.loadNextPage))
    }
    return await store.state.visibleProducers.map(\.name)
  }

  @Test func pagesFromOneUntilAShortOrEmptyPage() async throws {
    let server = try ProducersServer(producers: Self.catalogue(3))
    let client = client(try #require(URL(string: server.baseURL)))
    let first = try await client.page(1, 2)
    let second = try await client.page(2, 2)
    let past = try await client.page(3, 2)
    await server.shutdown()
    #expect(first.items.map(\.id) == [1, 2])
    #expect(second.items.map(\.id) == [3])
    #expect(past.items.isEmpty)
    #expect(first.next == .number(2))
    #expect(second.next == nil && past.next == nil)
    #expect(first.items.first?.location == "Jerez")
    #expect(
      first.items.first?.images.first?.path == URL(string: "https://images.example.com/1.jpg"))
    #expect(first.items.last?.description == nil)
  }

  @Test func readsOneProducerAndAnUnknownOneIsNotFound() async throws {
    let server = try ProducersServer(producers: Self.catalogue(2))
    let client = client(try #require(URL(string: server.baseURL)))
    let producer = try await client.producer(2)
    let error = await #expect(throws: NetworkError.self) { try await client.producer(9) }
    await server.shutdown()
    #expect(producer.name == "Producer 2")
    #expect(error == .notFound(resource: "producer", id: "9"))
  }

  @Test func aSecondRunWithTheServerGoneShowsTheStoredList() async throws {
    let storage = storageFolder()
    defer { try? FileManager.default.removeItem(at: storage) }
    let server = try ProducersServer(producers: Self.catalogue(5))
    let url = try #require(URL(string: server.baseURL))
    let online = await namesAfterScrolling(client(url, storage: storage))
    await server.shutdown()

    let sources = Mutex<[ReadSource]>([])
    let observer = ReadSourceObserver { source in sources.withLock { $0.append(source) } }
    let offline = await ReadSourceObserver.$current.withValue(observer) {
      await namesAfterScrolling(client(url, storage: storage))
    }
    #expect(online == (1...5).map { "Producer \($0)" })
    #expect(offline == online)
    let note = try #require(ReadSourceNote.line(for: sources.withLock { $0 }))
    #expect(note.hasPrefix("Offline: showing what was stored at "))
  }

  @Test func theStoredListIsKeptUpToDate() async throws {
    let storage = storageFolder()
    defer { try? FileManager.default.removeItem(at: storage) }
    let server = try ProducersServer(producers: Self.catalogue(3))
    let url = try #require(URL(string: server.baseURL))
    _ = await namesAfterScrolling(client(url, storage: storage))
    server.replaceProducers(with: Self.catalogue(3, named: "Renamed"))
    let updated = await namesAfterScrolling(client(url, storage: storage))
    await server.shutdown()

    let offline = await namesAfterScrolling(client(url, storage: storage))
    #expect(updated == ["Renamed 1", "Renamed 2", "Renamed 3"])
    #expect(offline == updated)
  }

  @Test func withTheServerGoneAndNothingStoredTheListSaysWhy() async throws {
    // A port held and never listened on: a stopped server's port may be another test's by now.
    let footer = try await ClosedPort.with { port in
      let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
      let store = Store(
        initialState: ProducersListFeature.State(pageSize: 2),
        reducer: ProducersListFeature(client: client(url, storage: storageFolder())))
      await store.send(.feed(.loadNextPage))
      return ProducersListScreen.lines(await store.state).last
    }
    #expect(footer?.hasPrefix("Could not load page 1: cannot reach 127.0.0.1") == true)
  }

  @Test func storedOnlyReadsAskNothing() async throws {
    let server = try ProducersServer(producers: Self.catalogue(1))
    let client = client(
      try #require(URL(string: server.baseURL)), storage: storageFolder())
    let error = await #expect(throws: NetworkError.self) {
      try await ReadFreshness.$current.withValue(.storedOnly) {
        try await client.page(1, 2)
      }
    }
    await server.shutdown()
    guard case .notStored(let request, _) = error else {
      Issue.record("expected notStored, got \(String(describing: error))")
      return
    }
    #expect("\(request)".hasSuffix("/2/producers?page=1&per_page_limit=2"))
  }

  @Test func overIPv6TheClientSpeaksTheContract() async throws {
    let server = try ProducersServer(host: "::1", producers: Self.catalogue(1))
    let client = client(try #require(URL(string: server.baseURL)))
    let outcome: Result<(Page<Producer>, Producer), any Error>
    do {
      outcome = .success((try await client.page(1, 2), try await client.producer(1)))
    } catch {
      outcome = .failure(error)
    }
    await server.shutdown()
    let (page, producer) = try outcome.get()
    #expect(page.items.map(\.name) == ["Producer 1"])
    #expect(producer.name == "Producer 1")
  }

  /// The error a page read ends in when the server answers `response`.
  func pageError(for response: HTTPResponse) async throws -> NetworkError? {
    let server = try HTTPServer { _ in response }
    let client = client(try #require(URL(string: server.address.url)))
    let error = await #expect(throws: NetworkError.self) { try await client.page(1, 2) }
    await server.shutdown()
    return error
  }

  @Test func garbageAnAnswerWithoutResponseAndAServerErrorEndInOneClearError() async throws {
    let garbage = try await pageError(for: HTTPResponse(body: Data("<html>".utf8)))
    guard case .undecodable("producers", "", _) = garbage else {
      Issue.record("expected undecodable, got \(String(describing: garbage))")
      return
    }
    let missing = try await pageError(for: HTTPResponse(body: Data(#"{"data": []}"#.utf8)))
    #expect(missing?.description == "unexpected response for producers at response: missing key")
    let failed = try await pageError(for: HTTPResponse(status: 500, body: Data("down".utf8)))
    guard case .unexpectedStatus(500, "down", _, _) = failed else {
      Issue.record("expected HTTP 500, got \(String(describing: failed))")
      return
    }
    let large = Data(("[" + String(repeating: " ", count: 2_000) + "]").utf8)
    let tooLarge = try await pageError(for: HTTPResponse(body: large))
    guard case .tooLarge(_, 1_024) = tooLarge else {
      Issue.record("expected too large, got \(String(describing: tooLarge))")
      return
    }
  }

  @Test func aRecordThatCannotBeReadIsLeftOutAndReported() async throws {
    let body =
      #"{"response": [{"id": 1, "name": "Mill"}, {"id": 2, "name": "Farm", "#
      + #""short_description": "Eggs.", "description": null, "images": [], "location": null}]}"#
    let server = try HTTPServer { _ in HTTPResponse(body: Data(body.utf8)) }
    let page = try await client(try #require(URL(string: server.address.url))).page(1, 2)
    await server.shutdown()
    #expect(page.items.map(\.name) == ["Farm"])
    #expect(page.skipped.first?.count == 1)
  }
}
