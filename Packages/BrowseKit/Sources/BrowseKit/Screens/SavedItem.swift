import Features

/// An item a form saved, as the server answered it, of a detail that shows such items
/// (``SavedDetail``): the form closes and the item shows itself.
public struct SavedItem<Detail: SavedDetail>: BrowseEvent {
  public init(item: Detail.Saved, isNew: Bool) {
    self.item = item
    self.isNew = isNew
  }

  public let item: Detail.Saved
  /// Whether the form created the item rather than changed it.
  public let isNew: Bool

  public func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    guard state.opened(sender, as: FormScreen.self) != nil else { return .none }
    browser.close(sender, &state)
    return Detail.show(saved: item, isNew: isNew, in: browser, &state)
  }
}
