import Features
import ScreenKit

/// A tab's list as the browser calls it: its reducer, where its state is in the browser's, and
/// how its actions become the browser's. Calling it runs an action on the list alone, rather
/// than sending it back into the browser's reducer, which would run every `Scope` and
/// `forEach` again.
struct TabList<Resource: ListResource> {
  let screen: ListScreen<Resource>
  let path: WritableKeyPath<BrowseState, ListScreen<Resource>.State>
  let embed: @Sendable (ListScreen<Resource>.Action) -> BrowseAction
  /// Where the list's work is kept apart from that of other lists of its type, as
  /// ``TabLists`` keeps it.
  let scope: (any Hashable & Sendable)?

  init(
    screen: ListScreen<Resource>, at path: WritableKeyPath<BrowseState, ListScreen<Resource>.State>,
    scope: (any Hashable & Sendable)? = nil,
    _ embed: @escaping @Sendable (ListScreen<Resource>.Action) -> BrowseAction
  ) {
    self.screen = screen
    self.path = path
    self.scope = scope
    self.embed = embed
  }

  /// Runs `action` on the list at once.
  func callAsFunction(_ action: ListScreen<Resource>.Action, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let effect = screen.reduce(into: &state[keyPath: path], action: action)
    return (scope.map { effect.scoped(to: $0) } ?? effect).map(embed)
  }
}
