import TerminalKit

/// A key of a screen, declared once: the keys that press it, the words the key help says, its
/// hint in the status line, when it applies, and what it does.
///
/// It knows nothing of what the screen shows: `Screen` does the work, `State` is what it works
/// on, and `Outcome` is what pressing the key gives back (an effect, an action).
public struct KeyBinding<Screen, State, Outcome>: Sendable {
  /// The keys that press it; none for a line of the help only (the mouse, a word on a mode).
  public var keys: [Key]
  /// The keys as the help writes them: `c`, `Space, s`.
  public var label: String
  /// What it does, as the help says it.
  public var help: String
  /// Its hint in the status line, if it has one.
  public var hint: KeyHint<State>?
  /// Whether it is the key's binding in a state; where it is not, a binding after it with the
  /// key is, or the table passes the key on. `nil` where it always is.
  public var when: (@Sendable (State) -> Bool)?
  /// Why it does nothing in a state, said in the status line; `nil` where it applies.
  public var refusal: @Sendable (State) -> String?
  /// What it does pressed while what it acts on is still coming.
  public var wait: KeyWait
  /// What it does; `nil` where another part takes the key before its table (the browser's
  /// keys, the copy), so that the table only says what it does.
  public var action: (@Sendable (Screen, inout State) -> Outcome)?

  public init(
    _ keys: [Key], _ label: String, _ help: String, hint: KeyHint<State>? = nil,
    when: (@Sendable (State) -> Bool)? = nil,
    refusal: @escaping @Sendable (State) -> String? = { _ in nil },
    wait: KeyWait = .waits,
    action: (@Sendable (Screen, inout State) -> Outcome)?
  ) {
    self.keys = keys
    self.label = label
    self.help = help
    self.hint = hint
    self.when = when
    self.refusal = refusal
    self.wait = wait
    self.action = action
  }

  public func applies(in state: State) -> Bool {
    when?(state) ?? true
  }

  /// This binding, pressed by `key` too.
  public func adding(_ key: Key) -> Self {
    var binding = self
    binding.keys.append(key)
    return binding
  }

  /// This binding with `hint` in the status line in place of its own.
  public func hinted(_ hint: KeyHint<State>?) -> Self {
    var binding = self
    binding.hint = hint
    return binding
  }
}

/// A key's hint in the status line: `c create`, shown by rank, the lowest first, and those
/// that do not fit left out from the highest.
public struct KeyHint<State>: Sendable {
  /// Whether a hint shows while a search filters a list: the status line then offers the keys
  /// of the search and the few of the list that go with it.
  public enum WhileFiltered: Sendable, Hashable {
    /// Not while a search filters the list.
    case hidden
    /// Whether or not a search filters it.
    case shown
    /// Only while a search filters it.
    case only
  }

  /// The hint as the status line writes it: `c create`.
  public var text: String
  /// Where it comes among the hints shown: the lowest first, and the highest left out first
  /// when they do not all fit.
  public var rank: Int
  public var whileFiltered: WhileFiltered
  /// Whether it shows in a state; by default always.
  public var shows: @Sendable (State) -> Bool

  public init(
    _ text: String, rank: Int, whileFiltered: WhileFiltered = .hidden,
    shows: @escaping @Sendable (State) -> Bool = { _ in true }
  ) {
    self.text = text
    self.rank = rank
    self.whileFiltered = whileFiltered
    self.shows = shows
  }

  public func shows(in state: State, filtered: Bool) -> Bool {
    let fits =
      switch whileFiltered {
      case .hidden: !filtered
      case .shown: true
      case .only: filtered
      }
    return fits && shows(state)
  }
}
