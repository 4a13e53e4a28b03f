import Features
import Foundation
import JSONCoding
import NetworkClient
import TestSupport
import Testing

@testable import Browse

@Suite struct ResourceDiscoveryTests {
  /// A server's answers by path, query included; any other path is a `404`. It keeps the URL
  /// of every request, as the endpoint makes it.
  final class Server: Sendable {
    enum Answer: Sendable {
      case body(String)
      case failure(NetworkError)
    }

    static let baseURL = URL(string: "http://127.0.0.1:3000") ?? URL(fileURLWithPath: "/")
    private let answers: [String: Answer]
    private let urls = LockedValue<[String]>([])

    init(_ answers: [String: Answer] = [:]) {
      self.answers = answers
    }

    var requested: [String] { urls.current }

    var records: RecordCollections {
      RecordCollections.answering { [self] endpoint in
        let url = String(
          endpoint.url(relativeTo: Self.baseURL).absoluteString.dropFirst(
            Self.baseURL.absoluteString.count))
        urls.withLock { $0.append(url) }
        switch answers[url] {
        case .body(let body)?:
          return (Data(body.utf8), nil)
        case .failure(let error)?:
          throw error
        case nil:
          throw NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "")
        }
      }
    }
  }

  static let post = #"{"userId": 1, "id": 1, "title": "A title", "body": "A body"}"#
  static let todo = #"{"userId": 1, "id": 1, "title": "A to-do", "completed": false}"#
  static let firstPage = "?_page=1&_limit=20"
  /// What the discovery of JSONPlaceholder's paths asks of each.
  static let probe = "?_page=1&_limit=1"
  static let host = ShownHost(URL(fileURLWithPath: "/"))

  private func catalog(
    _ named: [String], server: Server, idField: String = "id", foreignKeySuffix: String = "Id",
    kept: KeptCatalog? = nil
  ) async throws(ResourceDiscovery.Failure) -> ResourceCatalog {
    try await ResourceDiscovery.catalog(
      naming: named.compactMap(ResourceDiscovery.resource(parsing:)), idField: idField,
      foreignKeySuffix: foreignKeySuffix, baseURL: Server.baseURL, collections: server.records,
      kept: kept)
  }

  private func failure(
    _ named: [String] = [], server: Server, kept: KeptCatalog? = nil
  ) async -> ResourceDiscovery.Failure? {
    do {
      _ = try await catalog(named, server: server, kept: kept)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Named resources

  @Test func namedResourcesAreTheTabsInTheirOrderWithoutAskingTheServer() async throws {
    let server = Server()

    let catalog = try await catalog(
      ["orders:api/v2/orders", "customers", "comments"], server: server, idField: "_id",
      foreignKeySuffix: "_id")

    checkEqual(
      catalog.resources,
      [
        BrowsedResource(name: "orders", path: "api/v2/orders"),
        BrowsedResource(name: "customers"), BrowsedResource(name: "comments"),
      ])
    checkEqual(catalog.idField, "_id")
    checkEqual(catalog.foreignKeySuffix, "_id")
    check(server.requested.isEmpty)
  }

  /// JSONPlaceholder's names are shown as any resource's: their tabs, not the start, say what
  /// the server answers, even when it cannot be reached.
  @Test func jsonPlaceholdersNamesAreNotAskedForEither() async throws {
    let unreachable = NetworkError.unreachable(host: Self.host, reason: "connection refused")
    let server = Server(["/posts" + Self.firstPage: .failure(unreachable)])

    let catalog = try await catalog(["posts", "users", "todos:api/todos"], server: server)

    checkEqual(catalog.resources.map(\.screens), [.generic, .generic, .generic])
    checkEqual(catalog.resources.map(\.path), ["posts", "users", "api/todos"])
    check(server.requested.isEmpty)
  }

  @Test func theSameNameTwiceIsRefusedBeforeAnyRequest() async {
    let server = Server()

    let failure = await failure(["posts", "customers", "posts:api/posts"], server: server)

    checkEqual(failure, .duplicateResource("posts"))
    checkEqual(failure?.description, "the resource 'posts' is named twice")
    check(server.requested.isEmpty)
  }

  @Test(arguments: [
    ("customers", "customers", "customers"), ("orders:api/v2/orders", "orders", "api/v2/orders"),
    ("orders:/api/orders", "orders", "api/orders"), ("my orders", "my orders", "my orders"),
    ("a:b:c", "a", "b:c"), ("books:api/books/", "books", "api/books/"),
    ("books:/api/books/", "books", "api/books/"), ("books/", "books", "books/"),
  ])
  func aResourceIsANameAndAPath(text: String, name: String, path: String) {
    checkEqual(ResourceDiscovery.resource(parsing: text), BrowsedResource(name: name, path: path))
  }

  @Test(arguments: [
    ("trips:bikes/trips.json?_shape=objects", "trips", "bikes/trips.json", "_shape=objects"),
    ("trips?_size=50&_shape=objects", "trips", "trips", "_size=50&_shape=objects"),
    ("books/?format=json", "books", "books/", "format=json"),
    ("a:b?c?d", "a", "b", "c?d"),
  ])
  func aQueryFollowsThePathsQuestionMark(text: String, name: String, path: String, query: String)
    throws
  {
    let resource = try #require(ResourceDiscovery.resource(parsing: text))

    check(
      resource.name == name && resource.path == path && resource.query == query, "\(resource)")
    check(resource.screens == .generic, "a query's resource is shown with the generic screens")
  }

  @Test func aQuerysItemsAreSentAsGivenWithTheResourcesRecords() async throws {
    let resource = try #require(
      ResourceDiscovery.resource(parsing: "trips:bikes/trips.json?_shape=objects&name=a%20b"))
    let sent = RequestedTargets()
    let collections = sent.collections { _ in #"{"id": 7}"# }

    checkEqual(
      resource.queryItems,
      [URLQueryItem(name: "_shape", value: "objects"), URLQueryItem(name: "name", value: "a b")])
    _ = try await collections.client(of: resource).record("7")
    checkEqual(sent.all, ["bikes/trips/7.json?_shape=objects&name=a b"])
  }

  @Test(arguments: [
    "", ":orders", "orders:", "?a=1", "orders:?a=1", "orders:/?a=1", "orders:/",
    "orders:api//orders", "orders:api/orders//", "/", ".",
    "..", "orders:./orders", "orders:api/..", "a/../b", "tab\u{9}name", "orders:api/\u{7}",
  ])
  func aResourceThatNoPathCanHoldIsRefused(text: String) {
    checkEqual(ResourceDiscovery.resource(parsing: text), nil)
  }

  @Test(arguments: [
    BrowsedResource(name: ""), BrowsedResource(name: "orders", path: "api//orders"),
    BrowsedResource(name: ".."), BrowsedResource(name: "orders", path: "api/./orders"),
  ])
  func aResourceGivenThatNoPathCanHoldIsRefused(resource: BrowsedResource) async {
    let server = Server()

    await #expect(throws: ResourceDiscovery.Failure.invalidResource(resource.name)) {
      try await ResourceDiscovery.catalog(naming: [resource], collections: server.records)
    }
    check(server.requested.isEmpty)
  }

  // MARK: - The server's /db

  /// JSONPlaceholder's forms' rules go with its resources on any server whose records have
  /// every field of JSONPlaceholder's, and with no other.
  @Test func jsonPlaceholdersRulesGoWithRecordsOfItsShape() async throws {
    let db = #"""
      {"posts": [{"userId": 1, "id": 1, "title": "t", "body": "b"}],
       "users": [{"id": 1, "name": "Ada"}], "books": [{"id": 1, "title": "t"}]}
      """#
    let catalog = try await catalog([], server: Server(["/db": .body(db)]))

    checkEqual(catalog.rules["posts"]?["title"], .required)
    checkEqual(catalog.rules["posts"]?["userId"], .positiveID)
    checkEqual(catalog.rules["users"], nil, "users without JSONPlaceholder's username and email")
    checkEqual(catalog.rules["books"], nil)
  }

  @Test func membersOfDBThatNoPathSegmentCanHoldAreLeftOut() async throws {
    let server = Server(["/db": .body(#"{"": [], "a/b": [], "..": [], "orders": []}"#)])

    let catalog = try await catalog([], server: server)

    checkEqual(catalog.resources, [BrowsedResource(name: "orders")])
  }

  @Test func theRootsLinksAreTheResourcesWhenThereIsNoDB() async throws {
    let root = #"""
      {"_links": {
        "books": {"href": "http://127.0.0.1:3000/books{?page,size,sort}", "templated": true},
        "authors": {"href": "/authors"}, "profile": {"href": "http://127.0.0.1:3000/profile"},
        "elsewhere": {"href": "http://other.example/things"}}}
      """#
    let server = Server(["": .body(root)])

    let catalog = try await catalog([], server: server)

    checkEqual(
      catalog.resources, [BrowsedResource(name: "books"), BrowsedResource(name: "authors")])
  }

  @Test func linksAreResourcesAtTheirPathsBelowTheBaseURL() throws {
    let base = try #require(URL(string: "http://127.0.0.1:3000/api/"))
    let hal: JSONValue = [
      "_links": [
        "self": ["href": "http://127.0.0.1:3000/api"],
        "books": ["href": "http://127.0.0.1:3000/api/books{?page,size}"],
        "shelves": ["href": "/api/v2/shelves/"], "outside": ["href": "/other/things"],
      ]
    ]
    let jsonAPI: JSONValue = [
      "links": ["self": "/api", "articles": "http://127.0.0.1:3000/api/articles"]
    ]

    checkEqual(
      ResourceDiscovery.linkedResources(in: hal, under: base),
      [
        BrowsedResource(name: "books"), BrowsedResource(name: "shelves", path: "v2/shelves/"),
      ])
    checkEqual(
      ResourceDiscovery.linkedResources(in: jsonAPI, under: base),
      [
        BrowsedResource(name: "articles")
      ])
    check(ResourceDiscovery.linkedResources(in: ["id": 1], under: base).isEmpty)
  }

  @Test func aRootThatIsAnIndexOfURLsNamesTheResourcesInItsOrderTheirSlashesKept() throws {
    let base = try #require(URL(string: "http://127.0.0.1:8000/api"))
    let router: JSONValue = [
      "books": "http://127.0.0.1:8000/api/books/", "authors": "/api/authors/",
      "docs": "https://docs.example/api/", "name": "books", "version": 2,
      "outside": "http://127.0.0.1:8000/admin/",
    ]

    checkEqual(
      ResourceDiscovery.linkedResources(in: router, under: base),
      [
        BrowsedResource(name: "books", path: "books/"),
        BrowsedResource(name: "authors", path: "authors/"),
      ])
  }

  @Test func theTablesOfTheBaseURLsJSONFormAreTheTabsAsDatasetteListsThem() async throws {
    var records = Server().records
    records.readBaseAsJSON = {
      [
        "database": "library",
        "tables": [
          ["name": "authors", "columns": ["id", "name"], "hidden": false],
          ["name": "books", "columns": ["id", "title"]],
          ["name": "books_fts", "columns": ["title"], "hidden": true],
        ],
      ]
    }

    let catalog = try await ResourceDiscovery.catalog(
      naming: [], baseURL: Server.baseURL, collections: records)

    checkEqual(
      catalog.resources,
      [
        BrowsedResource(name: "authors", path: "authors.json"),
        BrowsedResource(name: "books", path: "books.json"),
      ])
    checkEqual(catalog.fields["books"], ["id", "title"])
  }

  @Test func aBaseURLsJSONFormWithoutTablesIsSaidAmongWhatWasTried() async {
    var records = Server().records
    records.readBaseAsJSON = { ["name": "not a database"] }

    await #expect(
      throws: ResourceDiscovery.Failure.noResourcesFound(tried: [
        "/db answered 404", "the root links no resources", "its .json lists no tables",
        "none of /posts, /users, /comments, /albums, /photos, /todos answered a list",
      ])
    ) {
      try await ResourceDiscovery.catalog(
        naming: [], baseURL: Server.baseURL, collections: records)
    }
  }

  @Test func aServerIsAskedAgainAfterOneSecondThenTwiceAsLongUpToThirty() {
    checkEqual(
      (0..<8).map { ResourceDiscovery.waitBeforeAskingAgain(after: $0) },
      [1, 2, 4, 8, 16, 30, 30, 30].map { Duration.seconds($0) })
  }

  @Test(arguments: [
    (NetworkError.unreachable(host: Self.host, reason: "connection refused"), true),
    (.timedOut(host: Self.host), true), (.unanswered(host: Self.host, reason: "closed"), true),
    (.unexpectedStatus(code: 500, bodyExcerpt: ""), false),
    (.notStored(request: "GET http://127.0.0.1:3000/db"), false),
  ])
  func onlyAServerNotReachedIsAskedAgain(error: NetworkError, isUnreached: Bool) {
    let failure = ResourceDiscovery.Failure.loadFailed(LoadFailure(error))

    checkEqual(failure.unreachedServer, isUnreached ? LoadFailure(error).message : nil)
    checkEqual(ResourceDiscovery.Failure.noResourcesFound(tried: []).unreachedServer, nil)
  }

  @Test func aRouterRootWithoutADBGivesTheTabs() async throws {
    let root = #"""
      {"books": "http://127.0.0.1:3000/books/", "authors": "http://127.0.0.1:3000/authors/"}
      """#
    let server = Server(["": .body(root)])

    let catalog = try await catalog([], server: server)

    checkEqual(catalog.resources.map(\.name), ["books", "authors"])
    checkEqual(catalog.resources.map(\.pathComponents), [["books", ""], ["authors", ""]])
  }

  @Test(arguments: [
    NetworkError.notStored(request: "GET http://127.0.0.1:3000/db"),
    .unreachable(host: Self.host, reason: "connection refused"), .timedOut(host: Self.host),
  ])
  func offlineOrWithTheServerGoneADBNotStoredIsAFailureNeverJSONPlaceholdersTabs(
    error: NetworkError
  ) async throws {
    let server = Server(["/db": .failure(error)])
    let kept = KeptCatalog(
      file: FileManager.default.temporaryDirectory.appendingPathComponent(
        "kept-\(UUID().uuidString).json"))

    let failure = await failure(server: server, kept: kept)

    checkEqual(failure, .loadFailed(LoadFailure(error)))
    checkEqual(kept.read(), nil, "nothing is kept of a server not reached")
  }

  @Test(arguments: [
    (#"[{"id": 1}]"#, "/db is a list"), ("42", "/db holds no array of records"),
    (#"{"profile": {"name": "x"}, "count": 2}"#, "/db holds no array of records"),
  ])
  func aServerThatListsNothingSaysWhatWasTriedInOneLine(body: String, database: String) async {
    let failure = await failure(server: Server(["/db": .body(body)]))

    checkEqual(
      failure?.description,
      "found no resources to browse (\(database); the root links no resources; none of "
        + "/posts, /users, /comments, /albums, /photos, /todos answered a list): name them with "
        + "--resource NAME[:PATH]")
  }

  @Test func aDBThatIsNotJSONSaysSo() async {
    let server = Server([
      "/db": .failure(.undecodable(resource: "db", codingPath: "", reason: "not JSON"))
    ])

    let failure = await failure(server: server)

    checkEqual(failure?.description.contains("(/db is not JSON; "), true)
  }

  @Test func aJSONPlaceholderPathThatFailsKeepsItsTabBesideOneThatListed() async throws {
    let server = Server([
      "/db": .failure(.unexpectedStatus(code: 404, bodyExcerpt: "")),
      "/users" + Self.probe: .failure(.unexpectedStatus(code: 503, bodyExcerpt: "")),
      "/posts" + Self.probe: .body(#"[{"id": 1, "title": "T"}]"#),
    ])

    let catalog = try await catalog([], server: server)

    checkEqual(
      catalog.resources, [BrowsedResource(name: "posts"), BrowsedResource(name: "users")])
    checkEqual(catalog.fields["posts"], ["id", "title"])
    checkEqual(catalog.fields["users"], ResourceCatalog.jsonPlaceholder.fields["users"])
  }

  @Test func aServerThatAnswersNoneOfJSONPlaceholdersPathsWithAListGetsNoneOfItsTabs() async {
    let server = Server([
      "/db": .failure(.unexpectedStatus(code: 404, bodyExcerpt: "")),
      "/users" + Self.probe: .failure(.unexpectedStatus(code: 503, bodyExcerpt: "")),
      "/posts" + Self.probe: .failure(.unexpectedStatus(code: 500, bodyExcerpt: "")),
    ])

    let failure = await failure(server: server)

    checkEqual(
      failure, .loadFailed(LoadFailure(NetworkError.unexpectedStatus(code: 500, bodyExcerpt: ""))),
      "the first failure in JSONPlaceholder's order is said, the posts'")
  }

  @Test func aDBPastTheSizeLimitSaysToNameTheResources() async {
    let server = Server(["/db": .failure(.tooLarge(host: Self.host, limit: 16 << 20))])

    let failure = await failure(server: server)

    checkEqual(failure, .databaseTooLarge(limit: 16 << 20))
    checkEqual(
      failure?.description,
      "the server's /db is larger than 16 MiB, the size limit: name the resources to "
        + "browse with --resource NAME")
    check(
      ResourceDiscovery.Failure.databaseTooLarge(limit: 1500).description.contains("1500 bytes"))
  }

  @Test func anyOtherFailureOfDBIsAFailureOfItsLoad() async {
    let error = NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "oops")
    let failure = await failure(server: Server(["/db": .failure(error)]))

    checkEqual(failure, .loadFailed(LoadFailure(error)))
  }

  // MARK: - Names of any kind

  @Test func namesWithSpacesOrOf200CharactersAreResources() async throws {
    let long = String(repeating: "é", count: 200)
    let database = #"{"my customers": [{"id": 1}], "\#(long)": []}"#
    let server = Server(["/db": .body(database)])

    let discovered = try await catalog([], server: server)
    let named = try await catalog(["orders:my orders", long], server: server)

    checkEqual(discovered.resources.map(\.name), ["my customers", long])
    checkEqual(named.resources.map(\.path), ["my orders", long])
  }

  @Test func theirRecordsAreReadAtTheirPathPercentEncoded() async throws {
    let long = String(repeating: "a", count: 200)
    let server = Server()
    let catalog = try await catalog(["my customers", "orders:api/\(long)"], server: server)

    for resource in catalog.resources {
      _ = try? await server.records.client(of: resource).page(
        RecordQuery(page: PageRequest(size: 1)))
    }

    checkEqual(
      server.requested, ["/my%20customers", "/api/" + long].map { $0 + "?_page=1&_limit=1" })
  }

  // MARK: - Listed resources, for a shell's completion

  @Test func theListedResourcesAreTheCollectionsOfDB() async throws {
    let database = #"""
      {"customers": [{"id": "c1"}], "orders": [], "shop": {"name": "Corner"},
       "name with space": [], "a?b": [], "": []}
      """#
    let server = Server(["/db": .body(database)])

    let listed = try await ResourceDiscovery.listedResources(
      collections: server.records, baseURL: Server.baseURL)

    checkEqual(
      listed,
      [
        BrowsedResource(name: "customers"), BrowsedResource(name: "orders"),
        BrowsedResource(name: "name with space"),
      ], "a singular resource, and a name no path segment holds, left out")
  }

  @Test func theListedResourcesOfARouterRootKeepTheirSlash() async throws {
    let root = #"{"books": "http://127.0.0.1:3000/books/", "authors": "/authors/"}"#
    let server = Server(["": .body(root)])

    let listed = try await ResourceDiscovery.listedResources(
      collections: server.records, baseURL: Server.baseURL)

    checkEqual(
      listed,
      [
        BrowsedResource(name: "books", path: "books/"),
        BrowsedResource(name: "authors", path: "authors/"),
      ])
    checkEqual(Set(server.requested), ["/db", ""])
  }

  @Test func theListedResourcesOfDatasetteAreItsTables() async throws {
    var records = Server().records
    records.readBaseAsJSON = {
      ["database": "library", "tables": [["name": "books", "columns": ["id", "title"]]]]
    }

    let listed = try await ResourceDiscovery.listedResources(
      collections: records, baseURL: Server.baseURL)

    checkEqual(listed, [BrowsedResource(name: "books", path: "books.json")])
  }

  /// Six more requests are more than a shell's completion may wait for: JSONPlaceholder's paths
  /// are never asked one by one, even when one would answer a list.
  @Test func nothingListedIsAFailureWithoutAskingJSONPlaceholdersPaths() async {
    let server = Server(["/posts" + Self.probe: .body("[\(Self.post)]")])

    await #expect(
      throws: ResourceDiscovery.Failure.noResourcesFound(tried: [
        "/db answered 404", "the root links no resources",
      ])
    ) {
      try await ResourceDiscovery.listedResources(
        collections: server.records, baseURL: Server.baseURL)
    }
    checkEqual(Set(server.requested), ["/db", ""])
  }

  @Test func aDBThatCannotBeReadIsTheListingsFailure() async {
    let error = NetworkError.notStored(request: "GET http://127.0.0.1:3000/db")
    let server = Server(["/db": .failure(error)])

    await #expect(throws: ResourceDiscovery.Failure.loadFailed(LoadFailure(error))) {
      try await ResourceDiscovery.listedResources(
        collections: server.records, baseURL: Server.baseURL)
    }
  }

  @Test func jsonPlaceholdersResourcesAreListedWithoutAsking() async throws {
    let server = Server()

    let listed = try await ResourceDiscovery.listedResources(
      collections: server.records, baseURL: Server.baseURL, isJSONPlaceholder: true)

    checkEqual(listed, ResourceCatalog.jsonPlaceholder.resources)
    checkEqual(listed.map(\.path), ["posts", "users", "comments", "albums", "photos", "todos"])
    check(server.requested.isEmpty)
  }
}
