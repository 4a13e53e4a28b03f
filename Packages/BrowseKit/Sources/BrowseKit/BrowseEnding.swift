/// How a run of the browser ended.
public enum BrowseEnding: Sendable, Hashable {
  /// The person quit with `q`.
  case quit
  /// Ctrl-C, as a key or as `SIGINT`.
  case interrupted
  /// Ctrl-C while changes were sent and not answered yet: for each, a sentence to say on the
  /// way out, as a change that got no answer is said (it may have been carried out).
  case interruptedUnanswered([String])
  /// `SIGTERM`, `SIGHUP` or `SIGQUIT`, this signal's number.
  case terminated(signal: Int32)
  /// The terminal could not be used, for this reason.
  case failed(String)
}
