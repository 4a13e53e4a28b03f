/// Whether a tab whose list failed asks again by itself once a request reaches the server
/// again, after an outage: once for each failure, and never again after its own retry failed,
/// so that the end of an outage costs at most one request per tab, and a server that fails
/// one list while it answers the others is not asked for it again and again.
public enum OutageRetry: Sendable, Hashable {
  /// The list did not fail, or nothing was asked yet.
  case idle
  /// The list failed: it asks again once the server answers another request.
  case armed
  /// The list asks again, by itself.
  case retrying
  /// The list's own retry failed too: it waits for `r`.
  case spent

  /// Takes the answer to the list's load: a failure arms the retry, unless it answered the
  /// retry; a success ends it.
  public mutating func take(failed: Bool) {
    self = failed ? (self == .retrying ? .spent : .armed) : .idle
  }

  /// Starts the retry when armed; whether it did.
  public mutating func start() -> Bool {
    guard self == .armed else { return false }
    self = .retrying
    return true
  }
}
