import Features
import TerminalKit

public enum BrowseAction: Sendable, Hashable {
  /// The browser starts: the first page of posts loads.
  case start
  case key(Key)
  /// Keys that came together, each reduced as a ``key(_:)`` once the one before, and what it
  /// asked of the browser, is: the state is seen once all of them are.
  case keys([Key])
  /// A key that a screen kept while it loaded, pressed again now that it has, below the
  /// command line and the help if they were opened meanwhile.
  case pressedAgain(Key)
  /// What the mouse did, looked up in the frame shown.
  case mouse(MouseInput)
  case resized(TerminalSize)
  /// The spinner's next frame is due.
  case tick
  case lists(TabLists.Action)
  case stack(BrowseTab, StackAction<OpenedScreen.State, OpenedScreen.Action>)
  /// The session ends: every deletion still in its undo window is sent at once.
  case sendPendingDeletions
  /// What the cache has to say, as it stands, such as that it cannot store; the last line is
  /// shown.
  case warningsChanged([String])
  /// The sequence that copies what the status line names `name` (`id 7`) was written to the
  /// terminal, or was not.
  case copied(String, written: Bool)
  /// The server answered whether it has the record whose id is what the jump `jump` names.
  case jumpIDAnswered(NameJump, NameJump.IDAnswer)

  public static func opened(
    _ element: StackElementID, on tab: BrowseTab, _ action: OpenedScreen.Action
  ) -> Self {
    .stack(tab, .element(id: element, action: action))
  }

  static let listsCase = ActionCase<Self, TabLists.Action>(
    embed: { .lists($0) },
    extract: {
      guard case .lists(let action) = $0 else { return nil }
      return action
    })

  static func stackCase(
    _ tab: BrowseTab
  ) -> ActionCase<Self, StackAction<OpenedScreen.State, OpenedScreen.Action>> {
    ActionCase(
      embed: { .stack(tab, $0) },
      extract: {
        guard case .stack(tab, let action) = $0 else { return nil }
        return action
      })
  }
}
