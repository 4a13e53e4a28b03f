import Features
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// A list an API registers for one of its resources, with no API of JSONPlaceholder's about:
/// the browser reads its tab's place, title, commands and kind from the catalog alone.
@Suite struct OwnTabListTests {
  /// A bookshop's shelves, listed by the generic list under names of the shop's own.
  private enum ShelvesList: OwnTabList {
    static var title: String { "My shelves" }
    static var command: String { "shelf" }
    static var rowName: String { "shelf" }
    static var rowsName: String { "shelves" }
    static var idNoun: String { "shelf" }
    static var findsIn: BrowsedResource.Screens { shelves }
    static var kind: ScreenKind { ScreenKind(name: "the shelves", keyLines: []) }

    static func list(size: TerminalSize) -> OpenedScreen.State {
      OpenedScreen.State(
        RecordsScreen.State(
          query: RecordsQuery(tab: BrowsedResource(name: "shelves")), idField: "id", size: size))
    }

    static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
      -> Effect<BrowseAction>
    {
      state.notice = "shelf \(id)"
      return .none
    }

    static func loadForJump(in browser: BrowseFeature, _ state: inout BrowseState)
      -> Effect<BrowseAction>
    {
      .none
    }

    static func reload(
      selecting id: String?, in browser: BrowseFeature, _ state: inout BrowseState
    ) -> Effect<BrowseAction> {
      .none
    }

    static func completions(in state: BrowseState) -> [String]? { ["Fiction", "Poetry"] }
  }

  private static let shelves = BrowsedResource.Screens(
    name: "shelves", list: ShelvesList.self, order: 0)

  private static let catalog = ResourceCatalog(resources: [
    BrowsedResource(name: "books"), BrowsedResource(name: "shelves", screens: shelves),
  ])

  @Test func aRegisteredListsTabComesFirstUnderItsOwnTitle() {
    let state = BrowseState(size: TerminalSize(columns: 80, rows: 24), catalog: Self.catalog)
    checkEqual(state.tabs, [BrowseTab(resource: "shelves"), BrowseTab(resource: "books")])
    checkEqual(state.title(of: BrowseTab(resource: "shelves")), "My shelves")
    checkEqual(state.title(of: BrowseTab(resource: "books")), "Books")
    checkEqual(BrowsedResource(name: "shelves", screens: Self.shelves).singular, "shelf")
    checkEqual(
      ScreenKind.all(in: Self.catalog, screens: BrowseFeature.genericScreens).first,
      ShelvesList.kind)
  }

  @Test func itsCommandsNameItsTabAndItsRecords() {
    let state = BrowseState(size: TerminalSize(columns: 80, rows: 24), catalog: Self.catalog)
    let names = JumpNames(state)
    checkEqual(names.all, ["shelf", "books", "q"])
    check(names.ownTab("shelves") == Self.shelves && names.ownTab("shelf") == Self.shelves)
    checkEqual(JumpCommand.parse("shelf 3", names: names), .success(.record(Self.shelves, 3)))
    checkEqual(JumpCommand.parse("shelf 0", names: names), .failure(.badID(Self.shelves, "0")))
    checkEqual(
      JumpCommand.Problem.badID(Self.shelves, "0").message, "Not a shelf number: 0")
    checkEqual(state.completions(of: .own(Self.shelves)), ["Fiction", "Poetry"])
  }

  @Test func itsCommandWithAnIDOpensWhatTheListSays() async {
    let setup = BrowseSetup(
      runtime: .inert, clock: ContinuousClock(), isOffline: false, baseURL: nil,
      catalog: Self.catalog, collections: .unimplemented)
    let store = Store(
      initialState: BrowseState(size: TerminalSize(columns: 80, rows: 24), catalog: Self.catalog),
      reducer: BrowseFeature(setup: setup))
    await store.send(.keys([.character(":")] + "shelf 3".map(Key.character) + [.enter]))
    await checkEqual(store.state.notice, "shelf 3")
  }

  @Test func aResourceAtAnotherPathThanItsNameIsShownGenerically() {
    let moved = BrowsedResource(name: "shelves", path: "api/shelves", screens: Self.shelves)
    checkEqual(moved.screens, .generic)
  }
}
