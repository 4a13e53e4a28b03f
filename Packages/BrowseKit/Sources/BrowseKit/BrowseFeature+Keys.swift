import Features
import ScreenKit
import TerminalKit

/// The browser's own keys: quitting and suspending, the key help, the tabs, the command line
/// that `:` opens, and the screen shown for every other key.
extension BrowseFeature {
  /// Handles `key`: the command line takes it while open, then Ctrl-C and Ctrl-Z, the help
  /// while shown (Ctrl-G opens it unless a question waits), and a screen that takes every key
  /// (a form, a search being typed, a deletion's question); then the browser's keys; the
  /// screen shown takes the others.
  public func press(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction> {
    state.clearNotice()
    if state.jump != nil, let waited = commandLine.pressWhileFinding(key, &state) { return waited }
    if state.commandLine != nil, key != .control("c"), key != .control("z") {
      return commandLine.press(key, &state)
    }
    switch key {
    case .control("c"): return quit(interrupted: true, &state)
    case .control("z"): return .run { [runtime] _ in runtime.suspend() }
    default: break
    }
    if state.help != nil {
      pressOnHelp(key, &state)
      return .none
    }
    return pressOnScreens(key, &state)
  }

  /// Handles `key` below the command line and the help, whether or not they are open: a screen
  /// that takes every key, then the browser's keys (``keys``), then the screen shown; a key on
  /// no table of the screen shown says so in the status line. A key that a screen kept while it
  /// loaded is pressed again here, so that the command line or the help opened meanwhile stays
  /// open over what it does.
  func pressOnScreens(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let shown = state.shown
    guard !BrowseLayout.isTooSmall(state.size) else {
      let quits = key == .character("q") && !shown.takesEveryKey
      return quits ? quit(interrupted: false, &state) : .none
    }
    if key == .control("g"), shown.helpKey != nil {
      state.help = 0
      return .none
    }
    if let searched = commandLine.pressOnSearchBeingTyped(key, shown, &state) { return searched }
    if key == .control("o"), shown.helpKey != nil { return showAnswer(&state) }
    if shown.takesEveryKey { return tell([state.top], .key(key), &state) }
    if let copied = copy.press(key, &state) { return copied }
    switch Self.keys.press(key, on: self, &state) {
    case .done(let effect): return effect
    case .refused(let reason):
      state.notice = reason
      return .none
    case .passed: break
    }
    if let notice = Self.unknownKeyNotice(
      key, on: shown.kind, named: shown.screen.retryName, among: kinds)
    {
      state.notice = notice
    }
    return tell([state.top], .key(key), &state)
  }

  /// The moves scroll a help taller than the window; any other key closes it, `q` included.
  private func pressOnHelp(_ key: Key, _ state: inout BrowseState) {
    let hidden = BrowseLayout.hiddenHelpLines(in: state)
    guard hidden > 0, case .done = Self.helpKeys.press(key, on: self, &state) else {
      state.help = nil
      return
    }
  }

  /// Shows `tab`, whose list loads the first time it is shown.
  public func select(_ tab: BrowseTab, _ state: inout BrowseState) -> Effect<BrowseAction> {
    state.tab = tab
    return tell([.root(of: tab)], .appear, &state)
  }
}
