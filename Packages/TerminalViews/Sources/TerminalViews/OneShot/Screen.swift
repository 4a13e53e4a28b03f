import Dependencies
import Features
import Foundation
import Models
import NetworkClient
import TerminalKit

/// Loads one screen's state through its feature and turns it into the text to print: the view
/// or JSON, or a one-line error on standard error.
///
/// A command of a one-shot program makes one, loads, and prints the ``Outcome``: the text or
/// JSON on standard output, or exits with its failure's status.
public struct Screen: Sendable {
  public enum Outcome: Sendable {
    /// The text to print on standard output.
    case text(String)
    /// The value to print on standard output as JSON (see `JSONOutput.write(_:to:)`),
    /// encoded as it is printed.
    case json(any Encodable & Sendable)
    /// The screen failed with this status; its error, if any, is already on standard error.
    case failure(ExitCode)
    /// The text to print on standard output, short of what the server has: `missing`, one
    /// line on standard error after it, says what is not there (`read 40 of 137 books: …`),
    /// and the program ends with `ExitCode.incompleteList`.
    case incomplete(String, missing: String)
  }

  public let console: Console
  public let format: OutputFormat
  /// What follows the message of a server that could not be reached, such as `try --sample to
  /// use the built-in sample API`; `nil` for nothing.
  public let unreachableHint: String?
  /// What follows the message of a server that asked for credentials (a `401`), given the
  /// authentication schemes it asks for (`["Bearer"]`), such as `this server wants a bearer
  /// token: -A bearer -a TOKEN`; `nil` for nothing.
  public let credentialsHint: (@Sendable (_ schemes: [String]) -> String?)?
  /// Whether views are laid out for a terminal (aligned, styled) rather than as plain text for
  /// other programs (tab-separated lists).
  public let rendersForTerminal: Bool
  /// What follows the message of a failure other than those ``unreachableHint`` and
  /// ``credentialsHint`` follow, when it says what would have avoided it: the option that raises
  /// the size limit after an answer too large, a key of the server's settings; `nil` for nothing.
  public var failureHint: (@Sendable (NetworkError) -> String?)?

  /// The screen with `hint` after the message of a failure it names (``failureHint``).
  public func hinting(_ hint: (@Sendable (NetworkError) -> String?)?) -> Screen {
    var screen = self
    screen.failureHint = hint
    return screen
  }

  public init(
    console: Console, format: OutputFormat, unreachableHint: String? = nil,
    credentialsHint: (@Sendable (_ schemes: [String]) -> String?)? = nil,
    rendersForTerminal: Bool
  ) {
    self.console = console
    self.format = format
    self.unreachableHint = unreachableHint
    self.credentialsHint = credentialsHint
    self.rendersForTerminal = rendersForTerminal
  }

  /// A list screen: its JSON is the items shown (`items`, such as after an owner and a search;
  /// by default the page's), and what the view
  /// would say beside the items goes to standard error when it cannot go in the output: the
  /// page's place (`page 2 of 10 (100 posts)`) with `--json` on a terminal, and a search that
  /// found nothing (`No users match "X".`) when the view is plain rows for other programs.
  public func list<R: Reducer, Item: Sendable & Encodable>(
    _ reducer: R,
    from initialState: R.State,
    sending actions: [R.Action],
    noun: Noun,
    page: @escaping @Sendable (R.State) -> Loadable<Page<Item>>,
    items: (@Sendable (R.State) -> [Item])? = nil,
    search: String = "",
    view: @escaping @Sendable (R.State, RenderOptions) -> String
  ) async -> Outcome {
    await show(
      reducer, from: initialState, sending: actions, loading: "Loading \(noun.plural)…",
      detail: page
    ) { state, loaded in
      let shown = items?(state) ?? loaded.items
      switch format {
      case .json:
        if console.errorIsTerminal, loaded.number != nil {
          let place = PageFooter.text(for: loaded, shownCount: shown.count, noun: noun)
          console.writeError(place + "\n")
        }
      case .view:
        let search = SearchText(search)
        if !rendersForTerminal, shown.isEmpty, !search.isEmpty {
          if let number = loaded.number, number > 1, (loaded.totalCount ?? 0) > 0 {
            console.writeError("No \(noun.plural) on page \(number).\n")
          } else {
            console.writeError(
              "No \(noun.plural) match \"\(search.text.sanitizedForTerminal)\".\n")
          }
        }
      }
      return shown
    } view: {
      view($0, $1)
    }
  }

  /// Any screen: sends `actions` to a store of `reducer` with the spinner running, then prints
  /// the loaded value's JSON, the view, or the failure; records the server sent that could not
  /// be read are a warning on standard error.
  public func detail<R: Reducer, Value: Sendable & Encodable>(
    _ reducer: R,
    from initialState: R.State,
    sending actions: [R.Action],
    loading message: String,
    detail: @escaping @Sendable (R.State) -> Loadable<Value>,
    view: @escaping @Sendable (R.State, RenderOptions) -> String
  ) async -> Outcome {
    await show(
      reducer, from: initialState, sending: actions, loading: message, detail: detail,
      json: { _, value in value }, view: view)
  }

  private func show<R: Reducer, Value: Sendable, JSON: Encodable & Sendable>(
    _ reducer: R,
    from initialState: R.State,
    sending actions: [R.Action],
    loading message: String,
    detail: @escaping @Sendable (R.State) -> Loadable<Value>,
    json: (R.State, Value) -> JSON,
    view: @escaping @Sendable (R.State, RenderOptions) -> String
  ) async -> Outcome {
    let store = Store(initialState: initialState, reducer: reducer)
    await whileLoading(message) {
      for action in actions {
        await store.send(action)
      }
    }
    let state = await store.state
    switch detail(state) {
    case .loaded(let value):
      for skipped in (value as? any SkippedItemsReporting)?.skipped ?? [] {
        console.reportError("warning: \(skipped)")
      }
      return output(json(state, value)) { view(state, renderOptions) }
    case .failed(let failure):
      return report(failure)
    case .loading:
      return report(LoadFailure(message: "the data did not load", networkError: nil))
    }
  }

  public var renderOptions: RenderOptions {
    RenderOptions(
      width: console.width,
      usesColor: console.outputUsesColor,
      isTerminal: rendersForTerminal
    )
  }

  /// Runs `operation` with the spinner on standard error when it is a terminal.
  public func whileLoading<Value>(_ message: String, operation: () async -> Value) async -> Value {
    @Dependency(\.spinnerClock) var clock
    return await console.whileLoading(message, clock: clock, operation: operation)
  }

  /// Runs `operation` with the spinner saying `message`, and `meter`'s progress beside it once
  /// the transfer has gone on for ``TransferMeter/delay``.
  public func whileLoading<Value>(
    _ message: String, meter: TransferMeter, operation: () async -> Value
  ) async -> Value {
    @Dependency(\.spinnerClock) var clock
    return await console.whileLoading(
      lines: { elapsed, width in meter.line(message, elapsed: elapsed, width: width) },
      clock: clock, operation: operation)
  }

  /// What to print for `value`: its view, or its JSON with `--json`.
  public func output(_ value: some Encodable & Sendable, view: () -> String) -> Outcome {
    switch format {
    case .view:
      let text = view()
      return .text(text.isEmpty || text.hasSuffix("\n") ? text : text + "\n")
    case .json:
      return .json(value)
    }
  }

  /// Reports `failure` on standard error, except when the loading was cancelled (Ctrl-C), which
  /// ends quietly with `ExitCode.interrupted`.
  public func report(_ failure: LoadFailure) -> Outcome {
    if Task.isCancelled || failure.networkError == .cancelled {
      return .failure(.interrupted)
    }
    let status = ExitCode(failure)
    var message = failure.message.sanitizedForTerminal
    if case .rateLimited? = failure.networkError, let limited = failure.networkError {
      // Made again as it is printed: it says the wait until the limit resets from now.
      message = LoadFailure(limited).message.sanitizedForTerminal
    }
    switch failure.networkError {
    case .unreachable?:
      message += unreachableHint.map { " (\($0))" } ?? ""
    case .unauthorized(_, let schemes, _)?:
      message += credentialsHint?(schemes).map { " (\($0))" } ?? ""
    case let error?:
      message += failureHint?(error).map { " (\($0))" } ?? ""
    case nil:
      break
    }
    console.reportError(message)
    return .failure(status)
  }
}
