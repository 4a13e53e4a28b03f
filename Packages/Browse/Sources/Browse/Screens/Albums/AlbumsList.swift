import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The Albums tab: every album, loaded the first time the tab is shown, each named with its
/// owner.
typealias AlbumsScreen = ListScreen<AlbumsList>

/// The albums as a ``ListScreen`` shows them: the album list's feature state. Once the albums
/// come, the list tells the browser their owners (``AlbumOwners``), which
/// has the users read for the names it lacks.
struct AlbumsList: ListResource {
  typealias Delegate = BrowseDelegate
  struct State: Sendable, Hashable {
    var list = AlbumsFeature.State(query: AlbumQuery())
  }

  typealias Action = AlbumsFeature.Action
  /// An album, deleted through the records client.
  typealias Target = RecordKey

  static let rowName = "album"
  static let rowsName = "albums"
  static let selectsOnNextAnswer = true
  static let headerRows = 1
  /// The owner sorts by their id: the list of albums does not know the owners' names.
  static let columns: [SortColumn<Album>] = [
    SortColumn("i", "id", header: "ID") { .number($0.id.rawValue) },
    SortColumn("t", "title", header: "TITLE") { .folding($0.title) },
    SortColumn("o", "owner", header: "OWNER") { .number($0.userId.rawValue) },
  ]

  let albums: AlbumsFeature
  let isOffline: Bool

  static func id(of row: Album) -> Album.ID { row.id }
  static func target(of row: Album) -> RecordKey? { recordKey(of: row) }
  static func rows(_ state: Screen.State) -> [Album] { state.list.page.value?.items ?? [] }
  static func isLoading(_ state: Screen.State) -> Bool { state.list.page.isLoading }
  static func failure(_ state: Screen.State) -> LoadFailure? { state.list.page.failure }

  func appear(_ state: inout Screen.State) -> Effect<Screen.Action> {
    state.loadOnce { run(.load, .storedIfAvailable, &$0) }
  }

  func reload(_ state: inout Screen.State) -> Effect<Screen.Action> {
    run(state.list.page.value != nil ? .revalidate : .load, .revalidated, &state)
  }

  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    run(action, .standard, &state)
  }

  /// Runs `action` on the album list, its reads as fresh as `freshness` says, then says what
  /// a refresh found, notes where the albums came from, asks the server again once they came
  /// from the store, and tells the browser their owners.
  func run(_ action: AlbumsFeature.Action, _ freshness: ReadFreshness, _ state: inout Screen.State)
    -> Effect<Screen.Action>
  {
    let effect = albums.reduce(into: &state.list, action: action)
      .map { Screen.Action.resource($0) }
      .reading(freshness) { .readSource($0) }
    state.indexSearch(force: true)
    state.followCursor()
    guard case .pageResponse(let result) = action else { return effect }
    let page = try? result.get()
    let answered = state.answered(page?.items, by: self, isOffline: isOffline) { state in
      run(.revalidate, .revalidated, &state)
    }
    guard let page else { return .merge(effect, answered) }
    let owners = Effect<Screen.Action>.send(.delegate(.albumOwners(Set(page.items.map(\.userId)))))
    return .merge(effect, answered, owners)
  }

  static let keys = KeyTable<Screen, Screen.State, Effect<Screen.Action>>(
    [
      ListKeys.open(
        "open the album's photos", nothing: "no album to open",
        hasItem: { !$0.shownRows.isEmpty }
      ) { _, state in
        guard let album = state.selectedRow else { return .none }
        return .send(.delegate(.open(.album(album.id))))
      }
    ] + ListKeys.searching("search the albums")
      + recordChanges("create an album, edit it, delete it (after y)", title: \.title) + [
        ListKeys.sort(),
        ListKeys.copy("copy the album's id, its JSON"),
        ListKeys.refresh { screen, state in
          state.baseline = state.list.page.value?.items
          state.origin.startRefresh()
          return screen.resource.reload(&state)
        },
      ] + ListKeys.moves())
}

extension ListScreen where Resource == AlbumsList {
  init(albums: AlbumsFeature, deletions: DeletionList<RecordKey>? = nil, isOffline: Bool) {
    self.init(
      AlbumsList(albums: albums, isOffline: isOffline), deletions: deletions,
      isOffline: isOffline)
  }
}

extension ListScreen.State where Resource == AlbumsList {
  init(size: TerminalSize) {
    self.init(AlbumsList.State(), size: size)
  }
}
