import Features

/// Names a screen of the browser, so that the results of its loads find it: the screen a tab
/// starts with, or one opened on top of it, named by its place in the tab's stack. A tab is not
/// a screen: ``root(of:)`` names the screen a tab starts with.
struct ScreenID: Sendable, Hashable {
  let tab: BrowseTab
  /// The screen's identity in the tab's stack; `nil` for the tab's list, which is in no stack.
  let element: StackElementID?

  /// The screen that `tab` starts with.
  static func root(of tab: BrowseTab) -> ScreenID {
    ScreenID(tab: tab, element: nil)
  }

  static func opened(_ element: StackElementID, on tab: BrowseTab) -> ScreenID {
    ScreenID(tab: tab, element: element)
  }
}
