import NetworkClient

/// How the browser runs the reads of a child feature's action: how fresh they must be, and
/// whether the screen keeps what it shows while they run.
struct ReadOptions: Sendable, Hashable {
  /// How fresh the reads must be.
  var freshness = ReadFreshness.standard
  /// Whether a screen's load is its child's revalidation, which keeps what the child shows
  /// until the answer comes, rather than its load: a refresh of data already shown.
  var isQuiet = false
}
