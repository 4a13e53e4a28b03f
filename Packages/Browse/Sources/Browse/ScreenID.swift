import TerminalKit

/// Names a screen of the browser, so that the results of its loads find it: the screen a tab
/// starts with, or one opened on top of it. A tab is not a screen: ``root(of:)`` names the
/// screen a tab starts with.
struct ScreenID: Sendable, Hashable, CustomStringConvertible {
  private let number: Int

  /// The screen that `tab` starts with.
  static func root(of tab: BrowseTab) -> ScreenID {
    ScreenID(number: tab.rawValue)
  }

  /// The first screen opened on top of a tab's.
  static let firstOpened = ScreenID(number: BrowseTab.allCases.count)

  /// The screen opened after this one.
  var next: ScreenID {
    ScreenID(number: number.addingClamped(1))
  }

  var description: String {
    "screen \(number)"
  }
}
