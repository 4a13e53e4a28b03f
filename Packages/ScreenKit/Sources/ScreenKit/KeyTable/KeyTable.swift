import TerminalKit

/// A screen's keys, declared once: its handling of a key, its lines in the key help and its
/// hints in the status line are all read from here.
public struct KeyTable<Screen, State, Outcome>: Sendable {
  public enum Press {
    case done(Outcome)
    /// The key does nothing in this state, for this reason.
    case refused(String)
    /// The table does not handle the key: it is not on it, or a shared part takes it.
    case passed
  }

  /// The bindings, in the order the help says them: a key presses the first of its bindings
  /// that applies.
  public var bindings: [KeyBinding<Screen, State, Outcome>]

  public init(_ bindings: [KeyBinding<Screen, State, Outcome>]) {
    self.bindings = bindings
  }

  /// This table with `added` first, in their order, and then its own bindings but those whose
  /// every key one of `added` takes wherever it is (one without a `when`; a line of help
  /// without keys stays): an add-on's keys over a screen's, and the screen's own where an
  /// add-on's applies only in some states.
  public func adding(first added: [KeyBinding<Screen, State, Outcome>]) -> Self {
    guard !added.isEmpty else { return self }
    let taken = Set(added.filter { $0.when == nil }.flatMap(\.keys))
    return Self(
      added + bindings.filter { $0.keys.isEmpty || !$0.keys.allSatisfy(taken.contains) })
  }

  /// The binding `key` presses in `state`, if any: the first with the key that applies there.
  public func binding(for key: Key, in state: State) -> KeyBinding<Screen, State, Outcome>? {
    bindings.first { $0.keys.contains(key) && $0.applies(in: state) }
  }

  public func knows(_ key: Key) -> Bool {
    bindings.contains { $0.keys.contains(key) }
  }

  public func press(_ key: Key, on screen: Screen, _ state: inout State) -> Press {
    guard let binding = binding(for: key, in: state), let action = binding.action else {
      return .passed
    }
    if let refusal = binding.refusal(state) { return .refused(refusal) }
    return .done(action(screen, &state))
  }

  /// The keys of a binding that none of them can press: each is on a binding before it that
  /// always applies.
  public var unreachableKeys: [Key] {
    var taken: Set<Key> = []
    var unreachable: [Key] = []
    for binding in bindings {
      unreachable += binding.keys.filter(taken.contains)
      if binding.when == nil { taken.formUnion(binding.keys) }
    }
    return unreachable
  }

  /// The hints the status line gives in `state`, `filtered` by a search or not, in the
  /// table's order, with their ranks.
  public func hints(for state: State, filtered: Bool = false) -> [(text: String, rank: Int)] {
    bindings.compactMap(\.hint).filter { $0.shows(in: state, filtered: filtered) }
      .map { ($0.text, $0.rank) }
  }

  /// The hints the status line gives in `state`, by rank, the lowest first.
  public func rankedHints(for state: State) -> [String] {
    Self.ranked(hints(for: state))
  }

  /// `hints` by rank, the lowest first, those of a rank in their order.
  public static func ranked(_ hints: [(text: String, rank: Int)]) -> [String] {
    hints.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
      .map(\.element.text)
  }

  /// What the table says of its keys, whatever its screen: the keys and their words.
  public var lines: [KeyLine] {
    bindings.map { KeyLine(keys: $0.keys, label: $0.label, help: $0.help) }
  }
}
