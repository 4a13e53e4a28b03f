/// A screen opened by what it shows, `Opening` (a post's id, a record's key, a form), its
/// state made once the browser knows the window's size and the resources browsed.
public protocol OpenableScreen: OpenedScreenState {
  associatedtype Opening: Hashable & Sendable
  init(opening subject: Opening, in browser: BrowseState)
}

extension BrowseDelegate {
  /// A screen to open over the one shown: what it shows, and the kind of screen that shows it.
  public struct Destination: Sendable, Hashable {
    private let subject: any Hashable & Sendable
    private let make: @Sendable (BrowseState) -> OpenedScreen.State
    private let screen: ObjectIdentifier

    /// The screen of type `screen` that shows `subject`.
    public init<Screen: OpenableScreen>(_ screen: Screen.Type, _ subject: Screen.Opening) {
      self.init(screen, subject) { OpenedScreen.State(Screen(opening: subject, in: $0)) }
    }

    /// The screen of type `screen` that shows `subject`, as `make` makes it: another screen,
    /// where the browser says one shows it in that one's place.
    init<Screen: OpenableScreen>(
      _ screen: Screen.Type, _ subject: Screen.Opening,
      make: @escaping @Sendable (BrowseState) -> OpenedScreen.State
    ) {
      self.subject = subject
      self.screen = ObjectIdentifier(screen)
      self.make = make
    }

    /// The screen's state, laid out in `browser`.
    public func screen(in browser: BrowseState) -> OpenedScreen.State {
      make(browser)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.screen == rhs.screen && lhs.subject.isEqual(to: rhs.subject)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(screen)
      subject.hash(into: &hasher)
    }
  }
}
