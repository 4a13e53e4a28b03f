/// The kinds of the browser's screens: a tab's list, or a screen opened over one. The layout,
/// the key help and the status line's keys differ by kind.
enum ScreenKind: CaseIterable, Sendable, Hashable {
  /// A tab's list; the To-dos tab's is also a user's to-dos, opened over their screen.
  case list(BrowseTab)
  case post
  case user
  case album
  case photo
  case form

  /// Every kind: the tabs' lists in the tab bar's order, then the screens opened over them.
  static var allCases: [ScreenKind] {
    BrowseTab.allCases.map(list) + [.post, .user, .album, .photo, .form]
  }
}
