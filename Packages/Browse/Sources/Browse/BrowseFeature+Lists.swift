import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The browser drives the tabs' lists by calling their reducers, each alone, rather than by
/// sending actions back into its own reducer, which would run every `Scope` and `forEach`
/// again for each.
extension BrowseFeature {
  /// The Posts tab's list, called as a function: `postsList(.reload, &state)`.
  var postsList: TabList<PostsList> {
    TabList(screen: lists.posts, at: \.lists.posts) { .lists(.posts($0)) }
  }
  var usersList: TabList<UsersList> {
    TabList(screen: lists.users, at: \.lists.users) { .lists(.users($0)) }
  }
  var todosList: TabList<TodosList> {
    TabList(screen: lists.todos, at: \.lists.todos) { .lists(.todos($0)) }
  }

  var albumsList: TabList<AlbumsList> {
    TabList(screen: lists.albums, at: \.lists.albums) { .lists(.albums($0)) }
  }

  /// The list of the `index`th generic tab, called as a function; `nil` where there is none.
  func recordsList(_ index: Int, _ state: BrowseState) -> TabList<RecordsList>? {
    guard state.lists.records.indices.contains(index) else { return nil }
    return TabList(
      screen: lists.records, at: \.lists.records[index],
      scope: TabLists.RecordsTabScope(index: index)
    ) {
      .lists(.records(index, $0))
    }
  }

  /// Runs `input`, which every list takes, on `tab`'s list at once.
  func tell(_ tab: BrowseTab, _ input: ScreenInput, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    lists.tell(tab, input, &state.lists).map(BrowseAction.lists)
  }
}
