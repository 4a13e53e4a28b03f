/// What a key pressed while what it acts on is still coming (a list's rows, a post, an album's
/// photos) does: it waits for it, kept to be pressed again once it came, or acts at once.
///
/// Once a key waits, every key after it waits too, in order, unless it ``leaves``.
public enum KeyWait: Sendable, Hashable {
  /// It waits for what is coming: opening, editing, deleting need the rows.
  case waits
  /// It acts at once: `/` opens the search while the rows come.
  case actsAtOnce
  /// A move: it goes on as the rows come, the cursor heading where it took it, unless a move
  /// to the end came before it, which it waits for to move from there.
  case moves
  /// It waits for the matches of the search kept too, while they come: `n`, `N`.
  case awaitsMatches
  /// It is never kept, not even after keys that wait: leaving.
  case leaves
}
