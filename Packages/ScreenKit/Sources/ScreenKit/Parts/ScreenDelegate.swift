/// What a screen tells the program that shows it, for what it cannot do itself. A program's own
/// enumeration conforms, with cases for what its screens ask beyond these (open a screen over
/// this one, close it).
///
/// An enumeration's cases witness the requirements:
///
/// ```swift
/// enum BookScreenMessage: ScreenDelegate {
///   case notice(String)
///   case pressAgain([Key], pressedWhile: String)
///
///   init(_ release: HeldKeys.Release) {
///     switch release {
///     case .pressAgain(let keys, let pressedWhile):
///       self = .pressAgain(keys, pressedWhile: pressedWhile)
///     case .notUsed(let count, let pressedWhile, let reason):
///       self = .notice(
///         HeldKeys.notUsedNotice(count, pressedWhile: pressedWhile, because: reason))
///     }
///   }
/// }
/// ```
public protocol ScreenDelegate: Sendable, Hashable {
  /// Says `text` in the status line until the next key.
  static func notice(_ text: String) -> Self
  /// What the screen tells of the keys it kept while what they act on was coming: to press
  /// them again, in order, or that they were not used, and why.
  init(_ release: HeldKeys.Release)
}
