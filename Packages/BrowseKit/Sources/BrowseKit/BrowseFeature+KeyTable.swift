import Features
import ScreenKit
import TerminalKit

/// The keys of every screen, declared once: the browser's own (quitting, the tabs, the help,
/// the command line) and those every screen shares (the moves, opening, going back), whose
/// words the help says under "Everywhere".
extension BrowseFeature {
  public static let keys = KeyTable<BrowseFeature, BrowseState, Effect<BrowseAction>>(
    Movement.lines.map { KeyBinding($0.keys, $0.label, $0.help, action: nil) } + [
      KeyBinding([.enter], "Enter", "open", action: nil),
      KeyBinding([.escape, .backspace], "Esc, Backspace", "back", action: nil),
      KeyBinding(
        [.character("q")], "q, Ctrl-C", "quit",
        hint: KeyHint("q quit", rank: 100, whileFiltered: .shown)
      ) {
        feature, state in feature.quit(interrupted: false, &state)
      },
      KeyBinding([.tab], "Tab, Shift-Tab, 1–9", "switch tabs") { feature, state in
        feature.select(state.tab(after: state.tab, by: 1), &state)
      },
      KeyBinding([.backTab], "", "") { feature, state in
        feature.select(state.tab(after: state.tab, by: -1), &state)
      },
    ] + tabNumberKeys + [
      KeyBinding([.character(":")], ":", commandLineHelp(.placeholders)) { _, state in
        state.commandLine = CommandPrompt()
        return .none
      },
      KeyBinding(
        [], "↑ ↓ on : or /",
        "the commands run, the searches kept (↑ on an empty search), from runs before too",
        action: nil),
      KeyBinding(
        [.character("r")], "r", "refresh, or try again after a failure",
        when: { $0.shown.origin != nil },
        // Offline, the store has already given all it has; a refresh would only claim more.
        refusal: { $0.isOffline ? "offline: r needs the network" : nil }
      ) { feature, state in
        // A refresh asks the server again; the cache speaks up again if it still stands in.
        state.warning = nil
        return feature.tell([state.top], .key(.character("r")), &state)
      },
      KeyBinding(
        [.character("a"), .control("o")], "a, Ctrl-O",
        "what the server said: the request and its whole answer behind a failure, else the JSON of the record (or the row) as the server sent it, else the last answer read; Ctrl-O in a form",
        hint: KeyHint("a answer", rank: 85, whileFiltered: .shown) { $0.shown.failure != nil }
      ) { feature, state in
        feature.showAnswer(&state)
      },
      KeyBinding([.control("z")], "Ctrl-Z", "suspend", action: nil),
      KeyBinding(
        [], "click, double-click", "select, then open: a row, photo, album, tab or filter",
        action: nil),
      KeyBinding(
        [], "wheel, Shift-drag", "scroll; select text in the terminal (or --no-mouse)",
        action: nil),
      KeyBinding(
        [.character("?"), .control("g")], "?, Ctrl-G",
        "this help (Ctrl-G in a form or a search being typed); Esc, q or ? closes it",
        hint: KeyHint("? help", rank: 90, whileFiltered: .shown)
      ) { _, state in
        state.help = 0
        return .none
      },
    ])

  /// What the help says of `:`, with `examples` of its commands: the browsed API's own in the
  /// help on a screen (``KeyHelp/lines(in:)``), words to put a tab's name in in the key table
  /// (`:TAB ID`): `command line: :books 2, :authors Søren open a tab's record by id, name or
  /// title (…); :books, :authors… switch tabs (a singular, or the start of a name, will do);
  /// :q quits`.
  static func commandLineHelp(_ examples: CommandExamples) -> String {
    let switches = examples.tabs.count == 1 ? "switches" : "switch"
    return "command line: \(examples.records.joined(separator: ", ")) open a tab's record by id, "
      + "name or title (Tab completes, and lists several to Tab through); "
      + "\(examples.tabs.joined(separator: ", ")) \(switches) tabs (a singular, or the start of "
      + "a name, will do); :q quits"
  }

  /// The keys of the help while it is shown: the moves scroll it, when it is taller than the
  /// window.
  static let helpKeys = KeyTable<BrowseFeature, BrowseState, Void>(
    Movement.bindings(wait: .waits) { _, state, move in
      guard let offset = state.help else { return }
      let hidden = BrowseLayout.hiddenHelpLines(in: state)
      let step = move.delta(page: BrowseLayout.helpRows(state.size))
      state.help = max(0, min(hidden, offset.addingClamped(step)))
    })

  /// What the status line says of `key` pressed on `screen`, which the status line calls
  /// `name` (`the users`, `post 3`), when no table has it there: where another of `kinds` (a
  /// form aside, which takes every key) has it, what it needs that the screen's records have
  /// not, when an add-on of the screen's own kind adds it (`Space needs a true/false field: the
  /// users have none`), else where it works (`t: only on a user — ? for keys`); where no kind
  /// has it, where the keys are; `nil` when a table has it.
  static func unknownKeyNotice(
    _ key: Key, on screen: ScreenKind, named name: String, among kinds: [ScreenKind]
  ) -> String? {
    switch key {
    case .mouse, .paste: return nil
    default: break
    }
    guard !keys.knows(key), screen.keyLines.line(for: key) == nil else { return nil }
    // A form takes every key: one of its table's is no place to send a key pressed elsewhere.
    let holders = kinds.filter { $0 != .form && $0.keyLines.line(for: key) != nil }
    guard !holders.isEmpty else { return "? for keys" }
    let label = key.helpLabel
    let added = holders.lazy.compactMap(\.addition).first {
      $0.base == screen.base && $0.need != nil
    }
    if let added, let need = added.need {
      return "\(label) needs \(need): \(name) \(added.isPlural ? "have" : "has") none"
    }
    return "\(label): only on \(TextLayout.listedWithOr(holders.map(\.name))) — ? for keys"
  }

  /// `1`–`9`: the tab of that place in the tab bar, where there is one.
  private static var tabNumberKeys: [KeyBinding<BrowseFeature, BrowseState, Effect<BrowseAction>>] {
    (1...9).map { number in
      KeyBinding(
        [.character(Character(String(number)))], "", "",
        refusal: { $0.tabs.count < number ? "no tab \(number)" : nil }
      ) { feature, state in
        guard let tab = state.tabs.element(at: number - 1) else { return .none }
        return feature.select(tab, &state)
      }
    }
  }
}
