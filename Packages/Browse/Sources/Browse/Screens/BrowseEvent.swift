import Features

/// Something a screen tells the browser that only the screens of one API understand (a form's
/// saved post, the albums' owners): it says itself what the browser does with it, so that the
/// browser's delegate names no screen.
protocol BrowseEvent: Hashable, Sendable {
  /// What the browser does once the screen `sender` said it.
  func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
}

/// A ``BrowseEvent`` of any type, as ``BrowseDelegate/event(_:)`` carries it.
struct AnyBrowseEvent: Sendable, Hashable {
  let base: any BrowseEvent

  init(_ base: some BrowseEvent) {
    self.base = base
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  func hash(into hasher: inout Hasher) {
    base.hashWithType(into: &hasher)
  }
}
