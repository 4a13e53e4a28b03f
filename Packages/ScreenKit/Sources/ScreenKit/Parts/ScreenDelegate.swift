/// What a screen tells the program that shows it, for what it cannot do itself. A program's own
/// enumeration conforms, with cases for what its screens ask beyond these (open a screen over
/// this one, close it).
///
/// An enumeration's cases witness the requirements. A program that presses the kept keys
/// again itself conforms to ``PressAgainDelegate`` instead, which makes a release into its
/// messages; one that handles a release otherwise keeps it:
///
/// ```swift
/// enum BookScreenMessage: ScreenDelegate {
///   case notice(String)
///   case keys(HeldKeys.Release)
///
///   init(_ release: HeldKeys.Release) { self = .keys(release) }
/// }
/// ```
public protocol ScreenDelegate: Sendable, Hashable {
  /// Says `text` in the status line until the next key.
  static func notice(_ text: String) -> Self
  /// What the screen tells of the keys it kept while what they act on was coming: to press
  /// them again, in order, or that they were not used, and why.
  init(_ release: HeldKeys.Release)
}
