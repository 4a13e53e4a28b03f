import Features
import FeaturesTesting
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit
@testable import JSONPlaceholderBrowse

/// JSONPlaceholder's add-ons (`JSONPlaceholderBrowse`), run in the browser: every record opens on
/// the record screen, an album as its photos; `x` on the users and `t` on a user.
@Suite(.timeLimit(.minutes(1))) struct RecordAddOnJSONPlaceholderTests {
  private func opened(
    _ resource: String, _ id: String, in catalog: ResourceCatalog = .jsonPlaceholder
  )
    -> OpenedScreen.State
  {
    let resource =
      catalog.resources.first { $0.name == resource } ?? BrowsedResource(name: resource)
    return BrowseDelegate.Destination.record(RecordKey(resource: resource, id: id))
      .screen(in: BrowseState(size: TerminalSize(columns: 80, rows: 24), catalog: catalog))
  }

  @Test func theOtherRecordsOpenOnTheRecordScreen() {
    check(opened("comments", "1").as(RecordScreen.State.self) != nil)
    checkEqual(opened("users", "3").as(RecordScreen.State.self)?.detail.id.id, "3")
    check(opened("photos", "1").as(RecordScreen.State.self) != nil)
    check(opened("posts", "a1").as(RecordScreen.State.self) != nil, "an id no post has")
  }

  @Test func aResourceAtAnotherPathKeepsItsPathOnTheRecordScreen() {
    let catalog = ResourceCatalog(
      resources: [BrowsedResource(name: "posts", path: "api/posts")],
      addOns: RecordAddOn.jsonPlaceholder)
    let opened = opened("posts", "7", in: catalog)
    checkEqual(opened.as(RecordScreen.State.self)?.detail.id.resource.path, "api/posts")
  }

  private static let users = BrowsedResource(name: "users")

  /// A user shaped as JSONPlaceholder's.
  private static func user(_ id: Int, _ name: String) -> JSONObject {
    [
      "id": .number(JSONNumber(id)), "name": .string(name), "username": .string("u\(id)"),
      "email": .string("u\(id)@example.test"), "address": ["city": "Lyon"],
      "company": ["name": "Co"],
    ]
  }

  @Test func xOnAUserListsEveryoneElseReversedReadAgainAndOnAnotherShapeIsNoKey() async {
    let writes = RecordWrites.server([
      "users": [Self.user(1, "Ada"), Self.user(3, "Jürgen Weiß")],
      "comments": [["id": 1, "body": "Hi"]],
      "members": [["id": 1, "name": "Ada", "email": "ada@example.test"]],
    ])
    let screen = RecordsScreen(
      collections: writes.client, isOffline: false, addOns: RecordAddOn.jsonPlaceholder)
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: Self.users), idField: "id",
        size: TerminalSize(columns: 80, rows: 24)),
      reducer: screen)
    await store.send(.appear)
    var state = await store.state
    state.cursor.place(on: 1, count: 2, visibleRows: state.visibleRows)
    let users = TestStore(initialState: state, reducer: screen)

    await users.send(.key(.character("x")))
    await users.receive(
      .delegate(
        .open(
          .records(
            RecordsQuery(
              resource: Self.users, path: ["users"],
              filters: [
                URLQueryItem(name: "id_ne", value: "3"), URLQueryItem(name: "_sort", value: "id"),
                URLQueryItem(name: "_order", value: "desc"),
              ], title: "users but Jürgen Weiß")))))
    await users.finish()
    checkEqual(RecordsList.kind(of: state).name, "a user in a list")

    for other in ["comments", "members"] {
      let list = Store(
        initialState: RecordsScreen.State(
          query: RecordsQuery(tab: BrowsedResource(name: other)), idField: "id",
          size: TerminalSize(columns: 80, rows: 24)),
        reducer: screen)
      await list.send(.appear)
      checkEqual(
        RecordsList.keys(of: await list.state).lines.line(for: .character("x")), nil, "\(other)")
    }
  }

  @Test func tOnAUserOpensTheirToDos() async {
    let key = RecordKey(resource: Self.users, id: "3")
    let page = RecordPage(
      key: key, record: ["id": 3, "name": "Jürgen Weiß"],
      addOns: RecordAddOn.jsonPlaceholder.filter { $0.name == "a user" })
    let details = RecordDetails(
      detail: DetailFeature { _ in page }, isOffline: false, idField: "id",
      collections: .unimplemented)
    var state = RecordScreen.State(
      key: key, detail: .loaded(page), size: TerminalSize(columns: 80, rows: 24))
    state.addOns = page.addOns
    let store = TestStore(initialState: state, reducer: RecordScreen(details))

    await store.send(.key(.character("t")))
    await store.receive(.delegate(.open(.todos(of: key))))
    await store.finish()
    checkEqual(
      BrowseDelegate.Destination.todos(of: key),
      .records(
        RecordsQuery(
          resource: BrowsedResource(name: "todos"), path: ["users", "3", "todos"],
          title: "todos of user 3")))
  }
}
