import Features
import ScreenKit

/// A tab's list as the browser calls it, with the actions of its own type: calling it runs an
/// action on the list alone, rather than sending it back into the browser's reducer, which
/// would run every `Scope` and `forEach` again. A tab whose list is of another type takes
/// nothing.
public struct TabList<Screen: OpenedScreenFeature> {
  public init(lists: TabLists, tab: BrowseTab) {
    self.lists = lists
    self.tab = tab
  }

  public let lists: TabLists
  public let tab: BrowseTab

  /// Runs `action` on the list at once.
  public func callAsFunction(_ action: Screen.Action, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    lists.reduce(into: &state.lists, action: TabLists.Action(tab, OpenedScreen.Action(action)))
      .map(BrowseAction.lists)
  }
}
