import Features
import ScreenKit
import TerminalKit

/// The status line's hints of the screen shown.
public enum ScreenKeys {
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
