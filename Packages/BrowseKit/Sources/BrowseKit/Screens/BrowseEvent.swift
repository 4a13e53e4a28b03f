import Features

/// Something a screen tells the browser that only the screens of one API understand (a form's
/// saved post, the albums' owners): it says itself what the browser does with it, so that the
/// browser's delegate names no screen.
public protocol BrowseEvent: Hashable, Sendable {
  /// What the browser does once the screen `sender` said it.
  func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
}

/// A ``BrowseEvent`` of any type, as ``BrowseDelegate/event(_:)`` carries it.
public struct AnyBrowseEvent: Sendable, Hashable {
  public let base: any BrowseEvent

  public init(_ base: some BrowseEvent) {
    self.base = base
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    base.hashWithType(into: &hasher)
  }
}
