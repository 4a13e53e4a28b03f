import Features
import ScreenKit
import TerminalKit

/// The key tables of the screens by kind, for what reads them all: the key help, the status
/// line's hints, the keys no screen knows.
enum ScreenKeys {
  static func lines(of kind: ScreenKind) -> [KeyLine] {
    switch kind {
    case .list(let tab): tab.keyLines
    case .post: PostDetails.keys.lines
    case .user: UserDetails.keys.lines
    case .album: AlbumPhotos.keys.lines
    case .photo: PhotoDetails.keys.lines
    case .form: FormScreen.keys.lines
    case .records: RecordsList.keys.lines
    case .record: RecordDetails.keys.lines
    }
  }

  /// The hints of the screen shown and of the browser, by rank, the lowest first: those that
  /// go with a search while one filters the list, the search bar's while it is typed into, and
  /// a form's (or its author picker's) alone, none while it asks whether to discard its
  /// changes.
  static func hints(_ shown: ShownScreen, _ state: BrowseState) -> [String] {
    if case .form(let form) = shown { return hints(of: form) }
    if let bar = shown.search?.bar, bar.isEditing { return SearchBar.keys.rankedHints(for: bar) }
    let filtered = shown.search?.isFiltering == true
    let screen = shown.screen.hints(filtered: filtered)
    return KeyTable<BrowseFeature, BrowseState, Effect<BrowseAction>>.ranked(
      screen + BrowseFeature.keys.hints(for: state, filtered: filtered))
  }

  private static func hints(of form: FormScreen) -> [String] {
    if form.isConfirmingDiscard { return [] }
    if let field = form.pickingField, let picker = form.pickers[field] {
      return LinkPicker.keys.rankedHints(for: picker)
    }
    return FormScreen.keys.rankedHints(for: form)
  }
}
