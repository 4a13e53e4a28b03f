import Features
import TerminalKit

/// The keys every list screen has, declared once with what they do: a screen puts them in its
/// table beside its own, with its words for what they act on.
public enum ListKeys {
  /// Enter: opens the item under the cursor, refused without one.
  public static func open<Screen, State, Outcome>(
    _ help: String, nothing: String,
    hasItem: @escaping @Sendable (State) -> Bool,
    action: @escaping @Sendable (Screen, inout State) -> Outcome
  ) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.enter], "Enter", help, hint: KeyHint("⏎ open", rank: 10, whileFiltered: .shown),
      refusal: { hasItem($0) ? nil : "Enter: \(nothing)" }, action: action)
  }

  /// The keys of a list's search: `/` opens the search bar (`open`), at once while the rows
  /// come, and edits the search kept; Esc clears the search kept (`clear`); `n` `N` go to the
  /// next match of the search kept, the one before, as `step` goes one way (1) or the other
  /// (-1), waiting for the matches still coming. Their hints while a search `isFiltering`
  /// say so.
  public static func searching<Screen, State, Outcome>(
    _ help: String, isFiltering: @escaping @Sendable (State) -> Bool,
    open: @escaping @Sendable (Screen, inout State) -> Outcome,
    clear: @escaping @Sendable (Screen, inout State) -> Outcome,
    step: @escaping @Sendable (Screen, inout State, Int) -> Outcome
  ) -> [KeyBinding<Screen, State, Outcome>] {
    [
      KeyBinding(
        [.character("/")], "", "", hint: KeyHint("/ edit", rank: 20, whileFiltered: .only),
        when: isFiltering, wait: .actsAtOnce, action: open),
      KeyBinding(
        [.character("/")], "/", help, hint: KeyHint("/ search", rank: 20), wait: .actsAtOnce,
        action: open),
      KeyBinding(
        [.escape], "", "", hint: KeyHint("esc clear", rank: 25, whileFiltered: .only),
        when: isFiltering, action: clear),
      KeyBinding(
        [.character("n")], "n, N", "the next match of the search, the one before",
        hint: KeyHint("n N next", rank: 12, whileFiltered: .only), wait: .awaitsMatches
      ) { screen, state in step(screen, &state, 1) },
      KeyBinding([.character("N")], "", "", wait: .awaitsMatches) { screen, state in
        step(screen, &state, -1)
      },
    ]
  }

  /// `c` `e` `d`: a form to create an item, the form of the `item` under the cursor, the
  /// question whether to delete it; `e` and `d` are refused without an item, named `noun`.
  public static func changes<Screen, State, Action, Item>(
    _ help: String, noun: String, item: @escaping @Sendable (State) -> Item?,
    create: @escaping @Sendable (Screen, inout State) -> Effect<Action>,
    edit: @escaping @Sendable (Screen, inout State, Item) -> Effect<Action>,
    delete: @escaping @Sendable (Screen, inout State, Item) -> Effect<Action>
  ) -> [KeyBinding<Screen, State, Effect<Action>>] {
    [
      KeyBinding(
        [.character("c")], "c, e, d", help, hint: KeyHint("c create", rank: 50), action: create),
      KeyBinding(
        [.character("e")], "e", "", refusal: { item($0) == nil ? "e: no \(noun) to edit" : nil },
        action: onItem(item, edit)),
      KeyBinding(
        [.character("d")], "d", "",
        refusal: { item($0) == nil ? "d: no \(noun) to delete" : nil },
        action: onItem(item, delete)),
    ]
  }

  /// `action` on the item `item` gives, doing nothing without one.
  private static func onItem<Screen, State, Action, Item>(
    _ item: @escaping @Sendable (State) -> Item?,
    _ action: @escaping @Sendable (Screen, inout State, Item) -> Effect<Action>
  ) -> @Sendable (Screen, inout State) -> Effect<Action> {
    { screen, state in
      guard let item = item(state) else { return .none }
      return action(screen, &state, item)
    }
  }

  /// `u`: undoes the last delete within its window, `window` as the help says it (`5
  /// seconds`), while `canUndo` says one can be; its hint comes first meanwhile.
  public static func undoDelete<Screen, State, Outcome>(
    within window: String, canUndo: @escaping @Sendable (State) -> Bool,
    action: @escaping @Sendable (Screen, inout State) -> Outcome
  ) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.character("u")], "u", "undo a delete within \(window)",
      hint: KeyHint("u undo", rank: 0, shows: canUndo),
      refusal: { canUndo($0) ? nil : "u: no delete to undo" }, action: action)
  }

  /// `r`: reads the list again, or tries again after a failure.
  public static func refresh<Screen, State, Outcome>(
    hinted: Bool = true, wait: KeyWait = .waits,
    action: @escaping @Sendable (Screen, inout State) -> Outcome
  ) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.character("r")], "r", "", hint: hinted ? KeyHint("r refresh", rank: 60) : nil,
      wait: wait, action: action)
  }

  /// The hint of Ctrl-G, which opens the help where `?` is typed (a form, a search bar). The
  /// program takes the key before the table, so the binding only hints it.
  public static func helpHint<Screen, State, Outcome>() -> KeyBinding<Screen, State, Outcome> {
    KeyBinding([], "", "", hint: KeyHint("^G help", rank: 90), action: nil)
  }

  /// Esc, Backspace: back to the screen before.
  public static func back<Screen, State, Outcome>(
    rank: Int, wait: KeyWait = .waits, action: (@Sendable (Screen, inout State) -> Outcome)?
  ) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.escape, .backspace], "Esc, Backspace", "", hint: KeyHint("esc back", rank: rank),
      wait: wait, action: action)
  }
}

/// The shared keys of a list screen, acting through what the screen does with them.
extension ListKeys {
  /// The keys of the list's search: `/` opens it, Esc clears the search kept, `n` `N` go to
  /// its next match, the one before.
  public static func searching<Resource: ListResource>(_ help: String)
    -> [KeyBinding<ListScreen<Resource>, ListScreen<Resource>.State, ListEffect<Resource>>]
  {
    searching(
      help, isFiltering: { $0.search?.isFiltering == true },
      open: { screen, state in screen.resource.searched(state.openSearch(), &state) },
      clear: { screen, state in screen.resource.searched(state.clearSearch(), &state) },
      step: { screen, state, direction in
        let notice = state.stepMatch(direction) { screen.resource.settle(&$0) }
        return .send(.delegate(.notice(notice)))
      })
  }

  /// `S`: the next key picks the column to sort by, among the resource's columns; the help
  /// names them, or says `a column's letter` where they follow the rows.
  public static func sort<Resource: ListResource>()
    -> KeyBinding<ListScreen<Resource>, ListScreen<Resource>.State, ListEffect<Resource>>
  {
    let columns = Resource.columns
    let keys =
      columns.isEmpty
      ? "S then a letter" : "S then " + columns.map { String($0.letter) }.joined(separator: " ")
    let help =
      columns.isEmpty
      ? "sort by the column of the letter the status line shows; again to reverse"
      : "sort by " + columns.map(\.name).joined(separator: ", ") + "; again to reverse"
    return KeyBinding([.character("S")], keys, help, hint: KeyHint("S sort", rank: 30)) {
      _, state in .send(.delegate(.notice(state.chooseSort())))
    }
  }

  /// `u`: brings the row deleted last back under the cursor, within its undo window, `window`
  /// as the help says it (`5 seconds`).
  public static func undoDelete<Resource: ListResource>(within window: String)
    -> KeyBinding<ListScreen<Resource>, ListScreen<Resource>.State, ListEffect<Resource>>
  {
    undoDelete(
      within: window, canUndo: { $0.deletions.undoable != nil },
      action: { screen, state in screen.undoDelete(&state) })
  }

  /// The moves of ``Movement``, where `applies` says they are the keys' bindings: the help
  /// says them for every screen.
  public static func moves<Resource: ListResource>(
    when applies: (@Sendable (ListScreen<Resource>.State) -> Bool)? = nil
  ) -> [KeyBinding<ListScreen<Resource>, ListScreen<Resource>.State, ListEffect<Resource>>] {
    Movement.bindings(when: applies, wait: .moves) { screen, state, move in
      screen.move(by: move.delta(page: state.visibleRows), &state)
    }
  }
}

public typealias ListEffect<Resource: ListResource> = Effect<ListScreen<Resource>.Action>
