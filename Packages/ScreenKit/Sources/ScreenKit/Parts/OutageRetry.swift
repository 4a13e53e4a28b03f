import Features
import HTTPClient

/// Whether a tab whose list failed, or showed stored data in place of the server, asks again by
/// itself once a request reaches the server again, after an outage (a failure to reach it,
/// not an answer such as a 404 or a 503): once
/// for each failure, and never again after its own retry failed,
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

  /// Takes the answer to the list's load, `failure` when it failed: a failure to reach the
  /// server arms the retry, unless it answered the retry; an answer, failed or not, ends it.
  public mutating func take(_ failure: LoadFailure?) {
    guard let failure else {
      self = .idle
      return
    }
    if self == .retrying {
      self = .spent
    } else {
      self = failure.networkError?.isUnreached == true ? .armed : .idle
    }
  }

  /// Takes an answer the store gave in place of a server that could not be reached: what is
  /// shown is as old as it was, so it is asked for again once the server answers, as after a
  /// failure to reach it; when it answered the list's own retry, the list waits for `r`.
  public mutating func takeStandIn() {
    self = self == .retrying ? .spent : .armed
  }

  /// Starts the retry when armed; whether it did.
  public mutating func start() -> Bool {
    guard self == .armed else { return false }
    self = .retrying
    return true
  }
}
