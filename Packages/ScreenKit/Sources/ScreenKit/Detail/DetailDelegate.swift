import Features

/// What a detail screen (``DetailScreen``) tells its program beyond any screen's notices and
/// held keys: to close it, that what the command line named is not there, and that its
/// deletion was confirmed. A program's own message type conforms, as it does to
/// ``ScreenDelegate``; enum cases of the same names answer these requirements.
public protocol DetailDelegate: ScreenDelegate {
  associatedtype DeletionTarget: Sendable & Hashable

  /// The screen closes: Esc, or `←`.
  static var close: Self { get }
  /// What the command line named `name` (`post 999`) is not on the server: the screen closes
  /// and the program says so.
  static func notFound(_ name: String) -> Self
  /// `d` then `y`: the program deletes `target`, named `title`, as it deletes from a list,
  /// within its undo window.
  static func deleteConfirmed(_ target: DeletionTarget, title: String) -> Self
}
