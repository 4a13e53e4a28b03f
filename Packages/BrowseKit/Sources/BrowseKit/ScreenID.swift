import Features

/// Names a screen of the browser, so that the results of its loads find it: the screen a tab
/// starts with, or one opened on top of it, named by its place in the tab's stack. A tab is not
/// a screen: ``root(of:)`` names the screen a tab starts with.
public struct ScreenID: Sendable, Hashable {
  public init(tab: BrowseTab, element: StackElementID?) {
    self.tab = tab
    self.element = element
  }

  public let tab: BrowseTab
  /// The screen's identity in the tab's stack; `nil` for the tab's list, which is in no stack.
  public let element: StackElementID?

  /// The screen that `tab` starts with.
  public static func root(of tab: BrowseTab) -> ScreenID {
    ScreenID(tab: tab, element: nil)
  }

  public static func opened(_ element: StackElementID, on tab: BrowseTab) -> ScreenID {
    ScreenID(tab: tab, element: element)
  }
}
