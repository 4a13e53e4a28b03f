import Features
import ScreenKit

/// A detail whose record a form of the browser saves, as a value of its own (a post, a user):
/// once the form closes, the detail shows what the server answered.
public protocol SavedDetail: BrowseDetail {
  associatedtype Saved: Hashable & Sendable
  static func id(of saved: Saved) -> ID
  /// Shows `saved` over its list, which loads again and selects it when it `isNew`; what the
  /// detail `shown` before showed beside it, if any, is kept, as a form saves none of it.
  static func show(
    saved: Saved, isNew: Bool, shown: Value?, in browser: BrowseFeature,
    _ state: inout BrowseState
  ) -> Effect<BrowseAction>
}

extension SavedDetail {
  /// Shows `saved` as a form saved it, once the form closed: in place of the detail shown
  /// under the form, if it shows that record, keeping what it showed beside it; else over its
  /// list.
  public static func show(
    saved: Saved, isNew: Bool, in browser: BrowseFeature, _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    guard let shown = state.opened(state.top, as: Screen.State.self),
      shown.detail.id == id(of: saved)
    else {
      return show(saved: saved, isNew: isNew, shown: nil, in: browser, &state)
    }
    browser.close(state.top, &state)
    return show(saved: saved, isNew: false, shown: shown.detail.detail.value, in: browser, &state)
  }
}
