import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A list shows the records its rows link to by their names: a post's `userId` as its author's,
/// read beside the page, the ids that read did not hold on their own, and a failure leaving the
/// ids.
@Suite(.timeLimit(.minutes(1))) struct RecordLinkNamesTests {
  private static let posts = BrowsedResource(name: "posts")
  private static let users = BrowsedResource(name: "users")
  private static let comments = BrowsedResource(name: "comments")
  private static let catalog = ResourceCatalog(
    resources: [posts, users, comments],
    fields: [
      "posts": ["id", "userId", "title"], "users": ["id", "name"],
      "comments": ["id", "postId", "body"],
    ])

  /// Three posts by users 1, 2 and 11; the users' list holds 1 and 2, and user 11 is read on
  /// their own; with `usersFail`, no user can be read.
  private static func server(usersFail: Bool = false) -> RecordWrites {
    RecordWrites { request in
      switch request.path {
      case "posts":
        return [
          ["id": 1, "userId": 2, "title": "Tea"], ["id": 2, "userId": 1, "title": "Bread"],
          ["id": 3, "userId": 11, "title": "Jam"],
        ]
      case "users" where !usersFail:
        return [["id": 1, "name": "Ada Lovelace"], ["id": 2, "name": "Zoë Brant"]]
      case "users/11" where !usersFail: return ["id": 11, "name": "Mo Farah"]
      default: throw NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "no")
      }
    }
  }

  private static func loaded(_ writes: RecordWrites) async -> RecordsScreen.State {
    var state = RecordsScreen.State(
      query: RecordsQuery(tab: posts), idField: "id", fieldNames: catalog.fields["posts"],
      size: Fixtures.size)
    state.linkNames = RecordLinkNames(of: posts, in: catalog)
    let store = Store(
      initialState: state, reducer: RecordsScreen(collections: writes.client, isOffline: false))
    await store.send(.appear)
    return await store.state
  }

  @Test func theLinksOfAResourceAreItsFieldsThatNameAnotherOne() {
    let names = RecordLinkNames(of: Self.comments, in: Self.catalog)
    checkEqual(names.links["postId"], Self.posts)
    checkEqual(names.links["userId"], Self.users, "a resource's foreign key, fields or not")
    checkEqual(names.links["commentId"], nil, "never the resource itself")
    checkEqual(names.label(of: "postId"), "post")
    checkEqual(names.label(of: "body"), "body")
  }

  @Test func eachRowNamesItsLinkReadBesideThePageAndTheIdsItLackedOnTheirOwn() async {
    let writes = Self.server()
    let state = await Self.loaded(writes)

    checkEqual(
      state.feed.items.map { $0.linkNames["userId"] }, ["Zoë Brant", "Ada Lovelace", "Mo Farah"])
    let paths = writes.requests.map(\.path)
    checkEqual(Set(paths.prefix(2)), ["posts", "users"], "the page and the names together")
    checkEqual(paths.dropFirst(2), ["users/11"], "then the id the names lacked, alone")
    check(!paths.contains("comments"), "no resource the posts' fields do not name")
  }

  /// A JSON:API book's `author` relationship, found in the rows, is named by the author's
  /// list, read after the page; a relationship to a type of no tab is left as its id.
  @Test func aRelationshipIsNamedByTheRecordsOfItsType() async {
    let books = BrowsedResource(name: "book", path: "api/book")
    let authors = BrowsedResource(name: "author", path: "api/author")
    let writes = RecordWrites { request in
      switch request.path {
      case "api/book":
        return [
          "data": [
            [
              "type": "book", "id": "1", "attributes": ["title": "Tides"],
              "relationships": [
                "author": ["data": ["type": "author", "id": "3"]],
                "editor": ["data": ["type": "people", "id": "1"]],
              ],
            ]
          ]
        ]
      case "api/author":
        return ["data": [["type": "author", "id": "3", "attributes": ["name": "Ada"]]]]
      default: throw NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "no")
      }
    }
    var state = RecordsScreen.State(
      query: RecordsQuery(tab: books), idField: "id", fieldNames: nil, size: Fixtures.size)
    state.linkNames = RecordLinkNames(
      of: books, in: ResourceCatalog(resources: [books, authors]))
    let store = Store(
      initialState: state, reducer: RecordsScreen(collections: writes.client, isOffline: false))
    await store.send(.appear)

    checkEqual(await store.state.feed.items.map(\.linkNames), [["author": "Ada"]])
    checkEqual(writes.requests.map(\.path), ["api/book", "api/author"])
  }

  @Test func theListShowsTheNamesUnderTheLinksLabelAndSortsAndSearchesByThem() async {
    var state = await Self.loaded(Self.server())
    let view = BrowseView(state: BrowseState(size: Fixtures.size), usesColor: false)
    var buffer = CellBuffer(size: Fixtures.size)
    RecordsList.draw(state, in: view, into: &buffer)

    check(buffer.text(ofRow: 1).hasPrefix("  id  title  user"))
    check(buffer.text(ofRow: 2).contains("Tea    Zoë Brant"))
    let byUser = RecordsList.columns(of: state).first { $0.name == "userId" }
    checkEqual(byUser?.header, "user")
    checkEqual(state.feed.items[2].sortKey(RecordColumn(path: ["userId"])), .folding("Mo Farah"))
    check(state.feed.items[2].searchableFields.contains("Mo Farah"))
    check(
      RecordsList.preview(of: state.feed.items[0], in: state).fields.contains {
        $0.value == "Zoë Brant"
      })
    state.feed.items[0].linkNames = [:]
    check(
      RecordsList.preview(of: state.feed.items[0], in: state).fields.contains { $0.value == "2" })
  }

  @Test func namesThatCannotBeReadLeaveTheIdsAndThePageComes() async {
    let state = await Self.loaded(Self.server(usersFail: true))

    checkEqual(state.feed.items.count, 3)
    check(state.feed.items.allSatisfy { $0.linkNames.isEmpty })
    checkEqual(state.feed.failure, nil)
  }

  /// 120 posts and 120 albums, in json-server's pages, by users 1 to 10 on the first 50 (the
  /// users' first page) and 11 and 12 after them (read alone); user 13 is no user (`404`).
  /// Counts the requests by path, the pages of posts among them.
  private final class PagedServer: Sendable {
    static let count = 120
    private let asked = LockedValue<[String]>([])

    /// How many times each path was asked for.
    func requests(_ path: String) -> Int {
      asked.current.count { $0 == path }
    }

    static func userID(_ id: Int) -> Int {
      id <= 50 ? id % 10 + 1 : id % 3 + 11
    }

    var client: RecordCollections {
      RecordCollections.answering { [self] endpoint in
        let path = endpoint.pathComponents.joined(separator: "/")
        asked.withLock { $0.append(path) }
        let query = Dictionary(endpoint.queryItems.map { ($0.name, $0.value ?? "") }) { $1 }
        let user = { (id: Int) -> JSONValue in
          ["id": .number(JSONNumber(id)), "name": .string("User \(id)")]
        }
        let body: JSONValue
        switch path {
        case "posts", "albums":
          let limit = query["_limit"].flatMap { Int($0) } ?? Self.count
          let page = query["_page"].flatMap { Int($0) } ?? 1
          let ids = (1...Self.count).dropFirst((page - 1) * limit).prefix(limit)
          body = .array(
            ids.map { id in
              [
                "id": .number(JSONNumber(id)), "userId": .number(JSONNumber(Self.userID(id))),
                "title": .string("Title \(id)"),
              ]
            })
          return (
            body.serialized(),
            HTTPResponseHead(status: 200, headers: ["X-Total-Count": "\(Self.count)"])
          )
        case "users": body = .array((1...10).map(user))
        case "users/11": body = user(11)
        case "users/12": body = user(12)
        default: throw NetworkError.notFound(resource: "users", id: "13")
        }
        return (body.serialized(), nil)
      }
    }
  }

  private static let albums = BrowsedResource(name: "albums")
  private static let pagedCatalog = ResourceCatalog(
    resources: [posts, users, albums],
    fields: [
      "posts": ["id", "userId", "title"], "albums": ["id", "userId", "title"],
      "users": ["id", "name"],
    ])

  /// The tab of `resource`'s records on `screen`, linked to the users.
  private static func tab(
    _ resource: BrowsedResource, on screen: RecordsScreen
  ) -> Store<RecordsScreen> {
    var state = RecordsScreen.State(
      query: RecordsQuery(tab: resource), idField: "id",
      fieldNames: pagedCatalog.fields[resource.name], size: Fixtures.size)
    state.linkNames = RecordLinkNames(of: resource, in: pagedCatalog)
    return Store(initialState: state, reducer: screen)
  }

  /// The names the rows show, each once.
  private static func names(in rows: [RecordRow]) -> Set<String> {
    Set(rows.compactMap { $0.linkNames["userId"] })
  }

  /// The posts' tab with every page loaded by `G`.
  private static func everyPage(_ server: PagedServer) async -> Store<RecordsScreen> {
    let store = tab(posts, on: RecordsScreen(collections: server.client, isOffline: false))
    await store.send(.appear)
    await store.send(.key(.character("G")))
    return store
  }

  @Test func gAsksForEachLinkedRecordOnceForEveryPage() async {
    let server = PagedServer()
    let store = await Self.everyPage(server)

    let items = await store.state.feed.items
    checkEqual(items.count, PagedServer.count)
    checkEqual(Self.names(in: items), Set((1...12).map { "User \($0)" }))
    check(items.filter(\.linkNames.isEmpty).allSatisfy { $0.fields["userId"] == 13 })
    checkEqual(server.requests("posts"), 3, "the pages")
    checkEqual(server.requests("users"), 1, "the users' first page, once for the three pages")
    checkEqual(server.requests("users/11"), 1, "each user read alone once")
    checkEqual(server.requests("users/12"), 1)
    checkEqual(server.requests("users/13"), 1, "a user found missing too")
  }

  @Test func rAsksForTheNamesAgainOnceForAllThePages() async {
    let server = PagedServer()
    let store = await Self.everyPage(server)
    await store.send(.key(.character("r")))

    checkEqual(server.requests("posts"), 6, "every page again")
    checkEqual(server.requests("users"), 2, "the names once more, not once a page")
    checkEqual(server.requests("users/11"), 2)
    checkEqual(server.requests("users/13"), 2)
    checkEqual(Self.names(in: await store.state.feed.items).count, 12)
  }

  @Test func aQuietReadAgainAsksForNoLinkedRecordAgain() async {
    let server = PagedServer()
    let store = await Self.everyPage(server)
    await store.send(.reload)

    checkEqual(server.requests("posts"), 6, "every page again")
    checkEqual(server.requests("users"), 1)
    checkEqual(server.requests("users/11"), 1)
    checkEqual(server.requests("users/13"), 1)
    checkEqual(await store.state.feed.items.first?.linkNames["userId"], "User 2")
  }

  @Test func theTabsOfABrowserShareTheNamesTheyRead() async {
    let server = PagedServer()
    let screen = RecordsScreen(collections: server.client, isOffline: false)
    for resource in [Self.posts, Self.albums] {
      let store = Self.tab(resource, on: screen)
      await store.send(.appear)
      await store.send(.key(.character("G")))
      checkEqual(Self.names(in: await store.state.feed.items).count, 12)
    }

    checkEqual(server.requests("albums"), 3)
    checkEqual(server.requests("users"), 1, "the posts' names serve the albums")
    checkEqual(server.requests("users/12"), 1)
  }
}
