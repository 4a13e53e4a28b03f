/// The kinds of the browser's screens: a tab's list, or a screen opened over one. The layout,
/// the key help and the status line's keys differ by kind.
enum ScreenKind: CaseIterable, Sendable, Hashable {
  /// One of JSONPlaceholder's tabs' lists; the To-dos tab's is also a user's to-dos, opened
  /// over their screen.
  case list(JSONPlaceholderTab)
  /// A list of records of any resource: a tab's, or a relation's.
  case records
  case post
  case user
  case album
  case photo
  /// A record of any resource.
  case record
  case form

  /// Every kind: JSONPlaceholder's tabs' lists in the tab bar's order, the lists of any
  /// resource, then the screens opened over them.
  static var allCases: [ScreenKind] {
    JSONPlaceholderTab.allCases.map(list) + [
      .records, .post, .user, .album, .photo, .record, .form,
    ]
  }
}
