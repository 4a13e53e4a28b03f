import TerminalKit

/// The actions a program sends alike to any of the kit's screens, a list (``ListScreen``) or a
/// detail (``DetailScreen``), whose action enumerations conform: their cases witness the
/// requirements. A program that drives screens of several kinds turns its own events into any
/// screen's action once, in code generic over this protocol:
///
/// ```swift
/// enum Event { case shown, pressed(Key) }
///
/// func action<Action: ScreenEvent>(for event: Event) -> Action {
///   switch event {
///   case .shown: .appear
///   case .pressed(let key): .key(key)
///   }
/// }
/// ```
public protocol ScreenEvent: Sendable, Hashable {
  /// The screen is shown for the first time: it loads what it shows.
  static var appear: Self { get }
  static func key(_ key: Key) -> Self
  /// Puts the cursor on the item at an index of those shown, as a click does.
  static func point(_ index: Int) -> Self
  static func resized(_ size: TerminalSize) -> Self
  /// The server answered a read somewhere: stored data no longer stands in for it.
  static var serverReached: Self { get }
  /// The server answered another request since what the screen shows could not be read: it
  /// asks again, once.
  static var retryAfterOutage: Self { get }
}

extension ListScreen.Action: ScreenEvent {}

extension DetailScreen.Action: ScreenEvent {}
