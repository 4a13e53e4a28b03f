import BrowseKit

/// Every kind of screen the browser opens over a list, one line each: a screen is its own
/// files and its line here.
enum BrowseScreens {
  static let registered: [any RegisteredScreen.Type] = [
    RecordsScreen.self,
    PostScreen.self,
    RecordScreen.self,
    FormScreenFeature.self,
  ]
}

extension ScreenKind {
  /// Every kind of JSONPlaceholder's browser, in the help's order: the tabs' lists in the tab
  /// bar's order, then the screens registered.
  static var allCases: [ScreenKind] {
    all(in: .jsonPlaceholder, screens: BrowseScreens.registered)
  }
}
