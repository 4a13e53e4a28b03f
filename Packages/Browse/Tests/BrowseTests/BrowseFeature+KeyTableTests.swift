import Features
import FeaturesTesting
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The keys of every screen read from the tables: what a key that does nothing where it is
/// pressed says, the help, and the status line's hints.
struct BrowseFeatureKeyTableTests {
  @Test func aKeyOfAnotherScreenSaysWhereItIsNot() {
    #expect(
      BrowseFeature.unknownKeyNotice(
        .character("a"), on: RecordsList.kind, among: ScreenKind.allCases)
        == "a: not on the records of any resource — ? for keys")
    #expect(
      BrowseFeature.unknownKeyNotice(.character(" "), on: .post, among: ScreenKind.allCases)
        == "Space: not on a post — ? for keys")
  }

  @Test(arguments: [
    (Key.left, ScreenKind.list(.posts), "←"), (.character("h"), .list(.posts), "h"),
    (.character("l"), RecordsList.kind, "l"), (.character("x"), .list(.posts), "x"),
    (.character("a"), RecordsList.kind, "a"), (.right, .record, "→"),
  ])
  func theNoticeNamesTheKeyPressedNotTheFirstOfItsLine(key: Key, screen: ScreenKind, name: String) {
    #expect(
      BrowseFeature.unknownKeyNotice(key, on: screen, among: ScreenKind.allCases)
        == "\(name): not on \(screen.name) — ? for keys")
  }

  @Test(arguments: [ScreenKind.post, .record])
  func uOnAPostOrARecordIsNotInItsHelpAndSaysSo(screen: ScreenKind) {
    #expect(!KeyHelp.lines(for: screen).contains { $0.keys == "u" })
    #expect(
      BrowseFeature.unknownKeyNotice(.character("u"), on: screen, among: ScreenKind.allCases)
        == "u: not on \(screen.name) — ? for keys")
  }

  @Test func aKeyNoScreenKnowsSaysWhereTheKeysAre() {
    #expect(
      BrowseFeature.unknownKeyNotice(.character("z"), on: .list(.posts), among: ScreenKind.allCases)
        == "? for keys")
    #expect(
      BrowseFeature.unknownKeyNotice(.control("b"), on: .record, among: ScreenKind.allCases)
        == "? for keys")
  }

  @Test func aKeyOfTheScreenOrOfEveryScreenOrOfTheMouseSaysNothing() {
    #expect(
      BrowseFeature.unknownKeyNotice(.character("e"), on: .list(.posts), among: ScreenKind.allCases)
        == nil)
    #expect(
      BrowseFeature.unknownKeyNotice(.character("j"), on: .record, among: ScreenKind.allCases)
        == nil)
    #expect(
      BrowseFeature.unknownKeyNotice(.character("q"), on: .record, among: ScreenKind.allCases)
        == nil)
    #expect(
      BrowseFeature.unknownKeyNotice(.paste("z"), on: .list(.posts), among: ScreenKind.allCases)
        == nil)
    for (key, kind) in [
      (Key.left, ScreenKind.post), (.left, .record),
    ] {
      #expect(
        BrowseFeature.unknownKeyNotice(key, on: kind, among: ScreenKind.allCases) == nil,
        "\(key) on \(kind)")
    }
  }

  /// The keys of a screen's table that the browser takes before it: the copy.
  private static func keysWithoutAction<Screen, State, Outcome>(
    _ table: KeyTable<Screen, State, Outcome>
  ) -> [Key] {
    table.bindings.filter { $0.action == nil }.flatMap(\.keys)
      .filter { ListKeys.copying($0) == nil }
  }

  @Test func everyKeyOfAScreensTableDoesWhatItsBindingSays() {
    #expect(Self.keysWithoutAction(PostsList.keys).isEmpty)
    #expect(Self.keysWithoutAction(RecordsList.keys).isEmpty)
    #expect(Self.keysWithoutAction(PostDetails.keys).isEmpty)
    #expect(Self.keysWithoutAction(RecordDetails.keys).isEmpty)
    #expect(Self.keysWithoutAction(FormScreen.keys).isEmpty)
    #expect(Self.keysWithoutAction(LinkPicker.keys).isEmpty)
    #expect(Self.keysWithoutAction(SearchBar.keys).isEmpty)
  }

  @Test func rOfflineIsRefusedByTheBrowsersTableOnAScreenWithData() {
    var state = BrowseState(size: Fixtures.size, isOffline: true)
    state.lists.posts = Fixtures.postsLoaded(pages: 1)
    guard
      case .refused("offline: r needs the network") = BrowseFeature.keys.press(
        .character("r"), on: BrowseFeature(client: Fixtures.browserClient), &state)
    else {
      Issue.record("r offline is refused")
      return
    }
  }

  @Test func everyKeyOfATableCanBePressed() {
    #expect(PostsList.keys.unreachableKeys.isEmpty)
    #expect(RecordsList.keys.unreachableKeys.isEmpty)
    #expect(PostDetails.keys.unreachableKeys.isEmpty)
    for addOn in RecordAddOn.jsonPlaceholder + RecordAddOn.fieldKinds {
      #expect(RecordsList.keys(with: [addOn]).unreachableKeys.isEmpty, "\(addOn.name)")
    }
    #expect(RecordDetails.keys.unreachableKeys.isEmpty)
    #expect(BrowseFeature.keys.unreachableKeys.isEmpty)
  }

  @Test func theHelpOfAScreenIsItsTableThenEveryScreensTable() {
    let lines = KeyHelp.lines(for: .list(.posts))
    #expect(lines.first?.keys == "On the posts")
    let users = PostsList.keys.lines.helpLines.map(\.label)
    #expect(Array(lines.dropFirst().prefix(users.count)).map(\.keys) == users)
    #expect(lines.last?.keys == "?, Ctrl-G")
  }

  @Test func theCommandsHelpHasEveryScreensKeysThenEachScreens() {
    let sections = Browser.keySections
    #expect(sections.first?.title == "Keys")
    #expect(sections.map(\.title).contains("Keys on a record with a true/false field in a list"))
    let record = sections.first { $0.title == "Keys on a record of any resource" }?.rows.map(\.0)
    #expect(record?.first == "/, n, N", "the find first, as on every detail")
    #expect(record?.contains("y, Y") == true, "\(record ?? [])")
  }

  @Test func onTheStoreAKeyThatDoesNothingSaysWhyOnceAndTheNextKeyClearsIt() async {
    let store = TestStore(
      initialState: BrowseState.withPostsLoaded(),
      reducer: BrowseFeature(client: Fixtures.browserClient))

    await store.send(.key(.character("z"))) { $0.notice = "? for keys" }
    await store.send(.key(.character("t"))) { $0.notice = "t: not on the posts — ? for keys" }
    await store.send(.key(.character("u"))) { $0.notice = nil }
    await store.receive(.lists(.posts(.delegate(.notice("u: no delete to undo"))))) {
      $0.notice = "u: no delete to undo"
    }
    await store.send(.key(.character("?"))) {
      $0.notice = nil
      $0.help = 0
    }
    await store.finish()
  }
}
