import Features

/// What a form saved, once the server answered.
extension SavedItem: BrowseEvent {
  /// Closes the form `sender` and shows what it saved.
  func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    guard let form = state.opened(sender, as: FormScreen.self) else { return .none }
    browser.close(sender, &state)
    return show(from: form, in: browser, &state)
  }
}

extension BrowseDelegate {
  /// A form saved `item`: the form closes, the item's detail shows what the server answered,
  /// and its list is loaded again.
  static func saved(_ item: SavedItem) -> Self { .event(AnyBrowseEvent(item)) }
}
