import TerminalKit

/// A ``ScreenDelegate`` whose program presses the keys a screen kept again itself: a case
/// `pressAgain(_:pressedWhile:)` is all it adds, and it is made from a release as every such
/// program makes it, keys that were not used said as a notice
/// (``HeldKeys/notUsedNotice(_:pressedWhile:because:)``).
///
/// ```swift
/// enum ShelfMessage: PressAgainDelegate {
///   case notice(String)
///   case pressAgain([Key], pressedWhile: String)
/// }
///
/// let message = ShelfMessage(HeldKeys.Release.pressAgain([.enter], pressedWhile: "the books loaded"))
/// ```
public protocol PressAgainDelegate: ScreenDelegate {
  /// Presses `keys` again, in order: what they waited for, which `pressedWhile` names, came.
  static func pressAgain(_ keys: [Key], pressedWhile: String) -> Self
}

extension PressAgainDelegate {
  public init(_ release: HeldKeys.Release) {
    switch release {
    case .pressAgain(let keys, let pressedWhile):
      self = .pressAgain(keys, pressedWhile: pressedWhile)
    case .notUsed(let count, let pressedWhile, let reason):
      self = .notice(HeldKeys.notUsedNotice(count, pressedWhile: pressedWhile, because: reason))
    }
  }
}
