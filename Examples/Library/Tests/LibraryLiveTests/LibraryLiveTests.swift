import Features
import Foundation
import HTTPClient
import HTTPClientLive
import Library
import LibraryServer
import Testing

@Suite(.timeLimit(.minutes(1)))
struct LibraryLiveTests {
  static let apiKey = "library-tests-key"
  static let seed = [
    ServedBook(id: 1, title: "Moby-Dick", author: "Herman Melville", year: 1851),
    ServedBook(id: 2, title: "Middlemarch", author: "George Eliot", year: 1871),
    ServedBook(id: 3, title: "The Waves", author: "Virginia Woolf", year: 1931),
    ServedBook(id: 4, title: "The Leopard", author: "Giuseppe Tomasi di Lampedusa", year: 1958),
    ServedBook(id: 5, title: "Beloved", author: "Toni Morrison", year: 1987),
  ]
  /// The loopback addresses every test serves on, IPv4's and IPv6's.
  static let hosts = ["127.0.0.1", "::1"]

  /// A client of `server` sending `key` in `X-API-Key`, trying each request once.
  func client(_ server: LibraryServer, key: String = apiKey) throws -> ResourceClient<
    Book, BookDraft
  > {
    .live(
      LibraryResources.books,
      session: HTTPSession(
        baseURL: try #require(URL(string: server.baseURL)), userAgent: "library-tests/1.0",
        credentials: .apiKey(key, header: "X-API-Key"),
        policy: TransferPolicy(timeout: .seconds(30), retries: 0)))
  }

  /// The books list after asking for every page of `search` through `client`.
  func everyPage(
    _ client: ResourceClient<Book, BookDraft>, _ search: RecordQuery = RecordQuery()
  ) async -> BooksFeature.State {
    let store = Store(
      initialState: BooksFeature.State(query: search, pageSize: 2),
      reducer: BooksFeature(client: client))
    await store.send(.feed(.loadRemainingPages))
    return await store.state
  }

  @Test(arguments: hosts)
  func pagesFromZeroToTheEndSendingTheKeyOnEveryCall(host: String) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey, books: Self.seed)
    let state = await everyPage(try client(server))
    await server.shutdown()

    #expect(state.feed.items.map(\.title) == Self.seed.map(\.title))
    #expect(state.feed.total == 5)
    #expect(!state.feed.hasMore && state.feed.failure == nil)
    #expect(
      Set(server.requests.map(\.target)) == [
        "/api/books?page=0&size=2", "/api/books?page=1&size=2", "/api/books?page=2&size=2",
      ])
    #expect(server.requests.allSatisfy { $0.apiKey == Self.apiKey })
    #expect(state.feed.items.first?.id == "\(server.baseURL)/api/books/1")
  }

  @Test(arguments: hosts)
  func searchesATitleAtItsOwnPath(host: String) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey, books: Self.seed)
    let state = await everyPage(try client(server), RecordQuery("the "))
    await server.shutdown()

    #expect(state.feed.items.map(\.title) == ["The Waves", "The Leopard"])
    #expect(
      server.requests.map(\.target) == [
        "/api/books/search/findByTitleContaining?title=the%20&page=0&size=2"
      ])
  }

  @Test(arguments: hosts)
  func aCreateAnsweredWithOnlyALocationIsReadThere(host: String) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey, books: Self.seed)
    let form = Store(
      initialState: BookForm(
        fields: BookForm.Fields(title: "The Hobbit", author: "J. R. R. Tolkien", year: "1937")),
      reducer: BookFormFeature(saving: try client(server)))
    await form.send(.submit)
    await server.shutdown()

    #expect(
      await form.state.status
        == .saved(
          Book(
            id: "\(server.baseURL)/api/books/6", title: "The Hobbit", author: "J. R. R. Tolkien",
            year: 1937)))
    #expect(
      server.requests.map { "\($0.method) \($0.target) \($0.status)" } == [
        "POST /api/books 201", "GET /api/books/6 200",
      ])
    #expect(server.requests.first?.contentType?.hasPrefix("application/json") == true)
  }

  @Test(arguments: hosts)
  func aRefusedFieldIsShownUnderItFromTheProblemsInvalidParams(host: String) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey)
    let form = Store(
      initialState: BookForm(
        fields: BookForm.Fields(title: "The Hobbit", author: "J. R. R. Tolkien", year: "3000")),
      reducer: BookFormFeature(saving: try client(server)))
    await form.send(.submit)
    await server.shutdown()

    #expect(
      BookFormScreen.lines(await form.state) == [
        "New book", "  Title: The Hobbit", "  Author: J. R. R. Tolkien", "  Year: 3000",
        #"    ! "must be between 0 and 2100""#,
      ])
    #expect(server.books.isEmpty)
  }

  @Test(arguments: hosts)
  func anEditIsRefusedWhenTheBookChangedThenSavedOverTheNewVersionKeepingTheChange(
    host: String
  ) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey, books: Self.seed)
    let link = "\(server.baseURL)/api/books/3"
    let edit = Store(
      initialState: BookEditFeature.State(id: link),
      reducer: BookEditFeature(client: try client(server)))
    await edit.send(.load)
    await edit.send(.form(.setField(.year, "1932")))
    server.retitle(3, to: "The Waves (1931)")
    await edit.send(.form(.submit))
    let refused = BookFormScreen.lines(await edit.state)
    await edit.send(.reloadKeepingEdits)
    await edit.send(.form(.submit))
    await server.shutdown()

    #expect(refused.last?.hasPrefix("Could not save: ") == true)
    #expect(refused.last?.contains("the book changed since it was read") == true)
    #expect(
      server.books.first { $0.id == 3 }
        == ServedBook(
          id: 3, title: "The Waves (1931)", author: "Virginia Woolf", year: 1932, version: 2))
    #expect(
      server.requests.map { "\($0.method) \($0.ifMatch ?? "-") \($0.status)" } == [
        "GET - 200", #"PUT "0" 412"#, "GET - 200", #"PUT "1" 200"#,
      ])
  }

  @Test(arguments: hosts)
  func aWriteWithoutTheVersionIsRefusedAsRequiringOne(host: String) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey, books: Self.seed)
    let book = Book(
      id: "\(server.baseURL)/api/books/1", title: "Moby-Dick", author: "Herman Melville", year: 1851
    )
    let deletion = Store(
      initialState: DeletionFeature<Book>.State(target: book),
      reducer: DeletionFeature(client: try client(server)))
    await deletion.send(.delete)
    await deletion.send(.confirm)
    await server.shutdown()

    guard case .failed(let failure) = await deletion.state.status else {
      Issue.record("the delete was not refused: \(await deletion.state.status)")
      return
    }
    guard case .versionRequired(let resource, _) = failure.networkError else {
      Issue.record("not a version required: \(failure.message)")
      return
    }
    #expect(resource == "book")
    #expect(server.books.count == 5)
  }

  @Test(arguments: hosts)
  func aDeleteOfTheVersionReadRemovesTheBookAndASecondIsNotFound(host: String) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey, books: Self.seed)
    let client = try client(server)
    let link = "\(server.baseURL)/api/books/2"
    let read = Store(
      initialState: BookEditFeature.State(id: link), reducer: BookEditFeature(client: client))
    await read.send(.load)
    let book = try #require(await read.state.form.value?.editedRecord)
    let deletion = Store(
      initialState: DeletionFeature<Book>.State(target: book, version: await read.state.version),
      reducer: DeletionFeature(client: client))
    await deletion.send(.delete)
    await deletion.send(.confirm)
    let again = await #expect(throws: NetworkError.self) { try await client.record(link) }
    await server.shutdown()

    #expect(await deletion.state.status == .deleted)
    #expect(again == .notFound(resource: "book", id: link))
    #expect(server.books.map(\.id) == [1, 3, 4, 5])
    #expect(server.requests.map(\.ifMatch) == [nil, #""0""#, nil])
  }

  @Test(arguments: hosts)
  func aWrongKeyIsRefusedAndSaidInOneLine(host: String) async throws {
    let server = try LibraryServer(host: host, apiKey: Self.apiKey, books: Self.seed)
    let state = await everyPage(try client(server, key: "wrong"))
    await server.shutdown()

    #expect(state.feed.items.isEmpty)
    #expect(BooksScreen.lines(state).last?.hasPrefix("Could not load the books: ") == true)
    #expect(BooksScreen.lines(state).last?.contains("401") == true)
    #expect(server.requests.map(\.status) == [401])
  }
}
