import Features
import FeaturesTesting
import JSONCoding
import JSONPlaceholderBrowse
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The keys of every screen read from the tables: what a key that does nothing where it is
/// pressed says, the help, and the status line's hints.
struct BrowseFeatureKeyTableTests {

  /// The keys of a screen's table that the browser takes before it: the copy.
  private static func keysWithoutAction<Screen, State, Outcome>(
    _ table: KeyTable<Screen, State, Outcome>
  ) -> [Key] {
    table.bindings.filter { $0.action == nil }.flatMap(\.keys)
      .filter { ListKeys.copying($0) == nil }
  }

  /// JSONPlaceholder's first user, whole: a list of such users has `x` and `m`, and no
  /// true/false field.
  private static let user: JSONObject = [
    "id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
    "address": ["city": "Gwenborough", "geo": ["lat": "-37.3159", "lng": "81.1496"]],
    "company": ["name": "Romaguera-Crona"],
  ]

  /// A browser on the Users tab, which has read `users`.
  private static func onUsers(_ users: [JSONObject]) -> BrowseState {
    var state = BrowseState(size: Fixtures.size)
    let tab = BrowseTab(resource: "users")
    state.tab = tab
    let resource = BrowsedResource(name: "users")
    let rows = users.enumerated().map { place, user in
      RecordRow(user, of: resource, position: place, idField: "id")
    }
    state.read(rows, on: tab)
    return state
  }

  @Test func spaceOnAListWithoutATrueFalseFieldSaysTheListHasNone() async {
    let state = Self.onUsers([Self.user])
    checkEqual(state.shown.kind.name, "a user in a list")
    let store = TestStore(initialState: state, reducer: BrowseFeature())

    await store.send(.key(.character(" "))) {
      $0.notice = "Space needs a true/false field: the users have none"
    }
    await store.send(.key(.character("f"))) {
      $0.notice = "f needs a true/false field: the users have none"
    }
    await store.finish()
  }

  @Test func aKeyOfAnotherKindOfScreenSaysWhereItWorks() async {
    let store = TestStore(initialState: .withPosts(count: 3), reducer: BrowseFeature())

    await store.send(.key(.character("t"))) { $0.notice = "t: only on a user — ? for keys" }
    await store.send(.key(.character("x"))) {
      $0.notice = "x: only on a user in a list — ? for keys"
    }
    await store.send(.key(.character("m"))) {
      $0.notice = "m needs a place: the posts have none"
    }
    await store.send(.key(.character("z"))) { $0.notice = "? for keys" }
    await store.finish()
  }

  @Test func aKeyOfAnAddOnOnARecordWithoutWhatItNeedsSaysSo() {
    let kinds = ScreenKind.all(in: .jsonPlaceholder, screens: BrowseFeature.genericScreens)

    checkEqual(
      BrowseFeature.unknownKeyNotice(
        .character("m"), on: RecordDetails.kind, named: "post 7", among: kinds),
      "m needs a place: post 7 has none")
    checkEqual(
      BrowseFeature.unknownKeyNotice(
        .character(" "), on: RecordDetails.kind, named: "todo 2", among: kinds),
      "Space: only on a record with a true/false field in a list — ? for keys",
      "a key of a list's add-on, on a record")
  }

  @Test func theCommandsHelpHasEveryScreensKeysThenEachScreens() {
    let sections = Browser.keySections
    checkEqual(sections.first?.title, "Keys")
    check(sections.map(\.title).contains("Keys on a record with a true/false field in a list"))
    let record = sections.first { $0.title == "Keys on a record of any resource" }?.rows.map(\.0)
    checkEqual(record?.first, "/, n, N", "the find first, as on every detail")
    checkEqual(record?.contains("y, Y"), true, "\(record ?? [])")
  }

}
