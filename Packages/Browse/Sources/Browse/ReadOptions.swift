import NetworkClient

/// How the browser runs the reads of a child feature's action: how fresh they must be, and
/// whether the screen keeps what it shows while they run.
struct ReadOptions: Sendable, Hashable {
  /// How fresh the reads must be.
  var freshness = ReadFreshness.standard
  /// Whether the child's state keeps showing its data until the answer comes, rather than
  /// loading: a refresh of data already shown.
  var isQuiet = false
}
