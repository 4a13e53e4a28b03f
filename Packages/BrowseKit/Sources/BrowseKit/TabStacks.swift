import Features

/// The screens opened over each tab's list, a stack a tab, empty until a screen is opened on
/// it: subscripted by tab, so that a key path names one tab's stack.
public struct TabStacks: Sendable, Hashable {
  private var stacks: [BrowseTab: StackState<OpenedScreen.State>] = [:]

  public subscript(tab: BrowseTab) -> StackState<OpenedScreen.State> {
    get { stacks[tab] ?? StackState() }
    set { stacks[tab] = newValue }
  }
}
