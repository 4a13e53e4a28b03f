/// The pause in typing after which a search goes to the server: the one place that decides,
/// for text typed, whether to ask now, after the pause, or not at all.
///
/// Text that, trimmed, is the text searched already asks nothing and drops a pending search;
/// emptied text asks at once; other text asks once typing has paused for ``duration`` on
/// ``clock``, a new text replacing the one pending.
struct SearchPause: Sendable {
  enum Step<Action: Sendable> {
    /// Nothing to ask: run the effect, which drops a pending search.
    case none(Effect<Action>)
    /// Ask for the empty search now, after running the effect, which drops a pending search.
    case now(Effect<Action>)
    /// Wait: the effect sends the action for the trimmed text after the pause.
    case later(Effect<Action>)
  }

  private enum CancelID {
    case pause
  }

  var duration: Duration
  var clock: any Clock<Duration>

  /// The step for `text` typed while `searched` is searched: `search` makes the action that
  /// asks for the trimmed text once the pause is over.
  func step<Action: Sendable>(
    for text: String, searched: String,
    search: @escaping @Sendable (String) -> Action
  ) -> Step<Action> {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed != searched else { return .none(.cancel(id: CancelID.pause)) }
    guard !trimmed.isEmpty else { return .now(.cancel(id: CancelID.pause)) }
    return .later(
      .run { [clock, duration] send in
        do {
          try await clock.sleep(for: duration)
        } catch {
          return
        }
        await send(search(trimmed))
      }
      .cancellable(id: CancelID.pause, cancelInFlight: true))
  }
}
