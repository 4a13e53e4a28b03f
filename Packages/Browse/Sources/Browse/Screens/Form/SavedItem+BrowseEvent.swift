import Features

/// What a form saved, once the server answered: the form closes and the record shows itself.
extension SavedItem: BrowseEvent {
  /// Closes the form `sender` and shows what it saved.
  func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    guard let form = state.opened(sender, as: FormScreen.self) else { return .none }
    browser.close(sender, &state)
    // Each kind of record shows itself: its detail as the server answered, over its list.
    switch self {
    case .post(let post): return PostDetails.show(saved: post, from: form, in: browser, &state)
    case .user(let user): return UserDetails.show(saved: user, from: form, in: browser, &state)
    case .record(let record, let resource, let id):
      return RecordDetails.show(saved: record, of: resource, id: id, in: browser, &state)
    }
  }
}

extension BrowseDelegate {
  /// A form saved `item`: the form closes, the item's detail shows what the server answered,
  /// and its list is loaded again.
  static func saved(_ item: SavedItem) -> Self { .event(AnyBrowseEvent(item)) }
}
