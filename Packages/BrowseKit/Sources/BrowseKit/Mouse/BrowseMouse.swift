import Features
import ScreenKit
import TerminalKit

/// The mouse: a click on a tab shows it; a click on an item puts the cursor on it, and a
/// click on the item under the cursor (the second click of a double-click) opens it; a click
/// on a filter of the to-dos shows it; the wheel moves as `↑` and `↓` do. A click on nothing
/// does nothing.
///
/// What a click is on was looked up by the session in the frame shown, so a click that the
/// screen shown has changed under since (a key came first, or the first click of a
/// double-click opened a screen) is dropped rather than taken for another item.
public struct BrowseMouse {
  public init(browser: BrowseFeature) {
    self.browser = browser
  }

  public let browser: BrowseFeature

  /// The longest time between the two clicks of a double-click.
  static let doubleClickInterval = Duration.milliseconds(500)

  /// How many `↑` or `↓` a notch of the wheel is worth on a list or a detail: on the album
  /// grid, whose rows are tall, it is one.
  public static let wheelLines = 3
  /// The most notches of the wheel taken at once, however many came together.
  static let maximumNotches = 100

  /// Handles `input`, unless the command line, a form, a search being typed or a question
  /// waits for keys: the help scrolls with the wheel, and closes on a click.
  public func press(_ input: MouseInput, _ state: inout BrowseState) -> Effect<BrowseAction> {
    guard !BrowseLayout.isTooSmall(state.size), state.commandLine == nil else { return .none }
    switch input {
    case .wheel(let notches):
      return turnWheel(by: notches, &state)
    case .click(let click):
      return press(click, &state)
    }
  }

  /// Turns the wheel by `notches`, at most ``maximumNotches`` either way at once.
  private func turnWheel(by notches: Int, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let notches = max(-Self.maximumNotches, min(Self.maximumNotches, notches))
    guard notches != 0 else { return .none }
    if let offset = state.help {
      let hidden = BrowseLayout.hiddenHelpLines(in: state)
      state.help = max(0, min(hidden, offset.addingClamped(notches * Self.wheelLines)))
      return .none
    }
    let shown = state.shown
    guard !shown.takesEveryKey else { return .none }
    state.clearNotice()
    let key: Key = notches < 0 ? .up : .down
    let steps = abs(notches) * shown.screen.wheelLines
    return .merge((0..<steps).map { _ in browser.tell([state.top], .key(key), &state) })
  }

  private func press(_ click: MouseInput.Click, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    if state.help != nil {
      state.help = nil
      return .none
    }
    guard let target = click.target, !state.shown.takesEveryKey else { return .none }
    // The second click of a double-click whose first opened a screen, or changed tabs.
    if let last = state.lastClick, click.isSecond(after: last), last.screen != click.screen {
      return .none
    }
    switch target {
    case .tab(let tab):
      state.clearNotice()
      state.lastClick = click
      return browser.select(tab, &state)
    case .choice(let index):
      guard click.screen == state.top else { return .none }
      state.clearNotice()
      state.lastClick = click
      return browser.tell([state.top], .choose(index), &state)
    case .item(let index):
      guard click.screen == state.top else { return .none }
      state.clearNotice()
      state.lastClick = click
      guard state.shown.itemUnderCursor == index else {
        return browser.tell([state.top], .point(index), &state)
      }
      return browser.tell([state.top], .key(.enter), &state)
    }
  }
}
