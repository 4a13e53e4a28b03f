import Features
import ScreenKit
import TerminalKit

/// The command line that `:` opens, as the browser runs it: its keys, the commands, the jumps
/// by name and the history of what was typed, for the browser (``BrowseFeature/commandLine``)
/// to call.
public struct BrowseCommandLine {
  public init(browser: BrowseFeature) {
    self.browser = browser
  }

  public let browser: BrowseFeature

  /// The command line that `:` opens on the status line, as in k9s and vim: `:post 7`,
  /// `:user 3`, `:album 12`, `:todos 2`, the same by name or title (`:user Ervin`), any
  /// resource's record by id, name or title (`:authors Søren`), `:posts` and the other tabs,
  /// `:q`. Tab completes a command's name, and a name or a title the
  /// browser knows, listing them when there are several, and goes to each in turn when
  /// pressed again (Shift-Tab back); ↑ ↓ walk the commands run before; Enter runs the
  /// command and keeps it in the history, Esc closes the line; the keys edit it as they edit
  /// a field (Backspace, Ctrl-U, ← →). A command that is not one, or an item that is not
  /// there, is said on the status line.
  public func press(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction> {
    guard var prompt = state.commandLine else { return .none }
    switch key {
    case .escape:
      state.commandLine = nil
    case .enter:
      state.commandLine = nil
      state.commandHistory.add(prompt.text)
      return .merge(run(prompt.text, &state), saveHistory(state))
    case .tab, .backTab:
      let known = state
      let completions = { (target: NameJump.Target) in known.completions(of: target) }
      let names = JumpNames(state)
      prompt.complete(
        step: key == .tab ? 1 : -1,
        completed: { JumpCommand.completed($0, names: names, candidates: completions) },
        candidates: { JumpCommand.choices($0, names: names, candidates: completions) })
      state.commandLine = prompt
    case .up, .down:
      prompt.walk(key == .up ? -1 : 1, in: state.commandHistory)
      state.commandLine = prompt
    case .backspace where prompt.text.isEmpty:
      state.commandLine = nil
    default:
      prompt.apply(key)
      state.commandLine = prompt
    }
    return .none
  }

  /// Runs the command `text`, or says what is wrong with it. A screen it opens goes on its
  /// tab, over the list, whose cursor goes to the item, so that Esc lands on it.
  private func run(_ text: String, _ state: inout BrowseState) -> Effect<BrowseAction> {
    switch JumpCommand.parse(text, names: JumpNames(state)) {
    case .failure(let problem):
      state.notice = problem.message?.sanitizedForTerminalLine
      return .none
    case .success(let command):
      return run(command, &state)
    }
  }

  /// Runs `command`: a screen it opens goes on its tab, over the list, whose cursor goes to
  /// the item, so that Esc lands on it.
  public func run(_ command: JumpCommand, _ state: inout BrowseState) -> Effect<BrowseAction> {
    switch command {
    case .quit:
      return browser.quit(interrupted: false, &state)
    case .tab(let tab):
      return browser.select(tab, &state)
    case .named(let jump):
      return find(jump, &state)
    case .record(let tab, let id):
      return tab.list?.open(id, in: browser, &state) ?? .none
    case .resourceRecord(let index, let id):
      guard let resource = state.catalog.genericResources.element(at: index),
        let records = browser.recordsList(BrowseTab(resource), state)
      else { return .none }
      return .merge(
        selectList(BrowseTab(resource), &state),
        records(.select(.id(id)), &state),
        browser.handle(
          .open(.record(RecordKey(resource: resource, id: id))), from: state.top, &state))
    }
  }

  /// Shows `tab`'s list itself, closing the screens opened over it, so that a screen a command
  /// opens lies on the list and Esc lands on its item.
  public func selectList(_ tab: BrowseTab, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let opened = state.stacks[tab].ids.map { ScreenID.opened($0, on: tab) }
    let handedOver = browser.deletions.handOver(from: opened, &state)
    if let bottom = state.stacks[tab].ids.first {
      state.stacks[tab].pop(from: bottom)
    }
    return .merge(handedOver, browser.select(tab, &state))
  }
}
