import Features
import ScreenKit

/// The browser drives the tabs' lists by calling their reducers, each alone, rather than by
/// sending actions back into its own reducer, which would run every `Scope` and `forEach`
/// again for each.
extension BrowseFeature {
  /// The generic list of `tab`, called as a function; `nil` where there is none.
  func recordsList(_ tab: BrowseTab, _ state: BrowseState) -> TabList<RecordsScreen>? {
    guard state.lists.list(tab, as: RecordsScreen.State.self) != nil else { return nil }
    return TabList(lists: lists, tab: tab)
  }

  /// Runs `input`, which every list takes, on `tab`'s list at once.
  public func tell(_ tab: BrowseTab, _ input: ScreenInput, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    lists.tell(tab, input, &state.lists).map(BrowseAction.lists)
  }
}
