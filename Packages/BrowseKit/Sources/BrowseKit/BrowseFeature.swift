import Features
import Foundation
import ScreenKit
import TerminalKit

/// The browser as one reducer: the tabs' lists (``TabLists``), each tab's stack of screens
/// opened over its list with `forEach`, and the browser's own logic, which is the tabs, the
/// opening and closing of screens, the key help, the command line and the notices.
///
/// Each screen is a feature of its own that takes the keys meant for it and tells the browser
/// what it cannot do itself with ``BrowseDelegate``: open a screen over it, close, say
/// something, or what happened that other screens show too. The browser hands each key to the
/// screen shown unless the key is its own (the tabs, `?`, `:`, `q`); it never writes a
/// screen's state, but opens and closes screens and sends them their own actions, reduced at
/// once within the action that asks for them.
public struct BrowseFeature: Reducer {
  public typealias State = BrowseState
  public typealias Action = BrowseAction

  public let lists: TabLists
  public let opened: OpenedScreen
  /// Every kind of screen the browser shows, for the notice of a key another kind has.
  public let kinds: [ScreenKind]
  public let runtime: BrowseRuntime
  /// The API's base URL, which `y` makes a record's URL from; `nil` with the sample data.
  public let baseURL: URL?
  /// Where each tab's stack is, made once: a key path with an argument is made again each time
  /// its literal runs, and every action reads them.
  private let stackPaths: [BrowseTab: StackPath]

  public typealias StackPath = WritableKeyPath<BrowseState, StackState<OpenedScreen.State>>
    & Sendable

  /// How long a confirmed deletion can be undone before it is sent.
  public static let undoWindow = Duration.seconds(5)
  /// The undo window as the help says it: `5 seconds`.
  public static let undoWindowWords = "\(undoWindow.components.seconds) seconds"

  /// The browser of `catalog`'s tabs, their lists run by `lists` and the screens opened over
  /// them by `opened`, of `kinds`. `runtime` does what only the program around the browser can
  /// do; `y` copies a record's URL on the server at `baseURL`.
  public init(
    lists: TabLists, opened: OpenedScreen, kinds: [ScreenKind], catalog: ResourceCatalog,
    runtime: BrowseRuntime, baseURL: URL?
  ) {
    self.lists = lists
    self.opened = opened
    self.kinds = kinds
    self.runtime = runtime
    self.baseURL = baseURL
    stackPaths = Dictionary(
      uniqueKeysWithValues: BrowseTab.tabs(of: catalog).map { tab in
        (tab, \BrowseState.stacks[tab] as StackPath)
      })
  }

  public func reduce(into state: inout BrowseState, action: BrowseAction) -> Effect<BrowseAction> {
    tabLists
      .combined(with: stacks)
      .reduce(into: &state, action: action)
  }

  /// The tabs' lists, for the actions their effects send. Not a `Scope`, which would move the
  /// cancellation identifiers of what they start under `\BrowseState.lists`: the browser also
  /// runs the lists at once (`tell`, ``TabList``), unscoped, and a load started that way (`r`,
  /// a reload, a retry) must cancel the one a list started from an answer (the revalidation of
  /// what it first showed from the store), not take that one's answer for its own.
  private var tabLists: Reduce<BrowseState, BrowseAction> {
    Reduce { [lists] state, action in
      guard let action = BrowseAction.listsCase.extract(action) else { return .none }
      return lists.reduce(into: &state.lists, action: action).map(BrowseAction.listsCase.embed)
    }
  }

  /// The browser's own logic within each tab's stack of screens, one `forEach` a tab. A jump
  /// settles within the stacks' parent, so that the screens it closes are seen leaving their
  /// stack, and what they were loading is cancelled.
  private var stacks: Reduce<BrowseState, BrowseAction> {
    let core = Reduce<BrowseState, BrowseAction> { state, action in
      .merge(self.core(&state, action), commandLine.settleJump(&state))
    }
    return stackPaths.reduce(core) { reducer, tabPath in
      let (tab, path) = tabPath
      let each = reducer.forEach(path, action: BrowseAction.stackCase(tab)) {
        opened
      }
      return Reduce { state, action in each.reduce(into: &state, action: action) }
    }
  }

  /// The command line that `:` opens, with the jumps and the history, called as functions.
  public var commandLine: BrowseCommandLine { BrowseCommandLine(browser: self) }

  /// `y` and `Y`, called as functions.
  public var copy: BrowseCopy { BrowseCopy(browser: self) }

  public var mouse: BrowseMouse { BrowseMouse(browser: self) }

  /// The deletions confirmed, handed on and sent, called as functions.
  public var deletions: BrowseDeletions { BrowseDeletions(browser: self) }

  /// What the end of an outage asks of the screens, called as functions.
  public var outage: BrowseOutage { BrowseOutage(browser: self) }

  /// Runs `action` on the screen `element` opened over `tab`'s list, at once, its effect
  /// scoped to the screen as the stack's `forEach` scopes it.
  public func openedScreen(
    _ action: some OpenedScreenAction, _ element: StackElementID, on tab: BrowseTab,
    _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    opened.reduceElement(element, OpenedScreen.Action(action), in: &state, at: stackPath(of: tab)) {
      .opened($0, on: tab, $1)
    }
  }

  private func stackPath(of tab: BrowseTab) -> StackPath {
    stackPaths[tab] ?? \BrowseState.stacks[tab]
  }

  /// The browser's own reaction to `action`, once the screen it is for, if any, has taken it.
  private func core(_ state: inout BrowseState, _ action: BrowseAction) -> Effect<BrowseAction> {
    switch action {
    case .start:
      return tell(state.tab, .appear, &state)
    case .key(let key):
      return press(key, &state)
    case .keys(let keys):
      return .merge(keys.map { reduceSendingAtOnce(into: &state, action: .key($0)) })
    case .pressedAgain(let key):
      return pressOnScreens(key, &state)
    case .resized(let size):
      state.size = size
      return tell(everyScreen(state), .resized(size), &state)
    case .tick:
      state.spinnerFrame = state.spinnerFrame.addingClamped(1)
      return .none
    case .warningsChanged(let lines):
      state.warning = lines.last.map { "warning: \($0)" }
      return .none
    case .mouse(let input):
      return mouse.press(input, &state)
    case .sendPendingDeletions:
      return deletions.sendPending(&state)
    case .copied(let name, let written):
      copy.copied(name, written: written, &state)
      return .none
    case .jumpIDAnswered(let jump, let answer):
      return commandLine.idAnswered(answer, to: jump, &state)
    case .lists(let action):
      if let delegate = action.delegate {
        return handle(delegate, from: .root(of: action.tab), &state)
      }
      if let deleted = action.deletedRecord {
        return tell(.deleted(deleted), from: .root(of: action.tab), &state)
      }
      return action.isServerReached ? outage.serverReached(&state) : .none
    case .stack(let tab, .element(let id, let action)):
      if let delegate = action.delegate {
        return handle(delegate, from: .opened(id, on: tab), &state)
      }
      if let deleted = action.deletedRecord {
        return tell(.deleted(deleted), from: .opened(id, on: tab), &state)
      }
      return action.readSource == .server ? outage.serverReached(&state) : .none
    case .stack:
      return .none
    }
  }

  /// Sends `input` to each screen of `screens`, at once.
  public func tell(_ screens: [ScreenID], _ input: ScreenInput, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    .merge(
      screens.map { id in
        guard let element = id.element else { return tell(id.tab, input, &state) }
        return openedScreen(input, element, on: id.tab, &state)
      })
  }

  /// Every screen: the tabs' lists, then the screens opened over them.
  func everyScreen(_ state: BrowseState) -> [ScreenID] {
    state.tabs.map(ScreenID.root(of:)) + state.openedScreens
  }

  /// Ends the browser, interrupted by Ctrl-C or quit, once every deletion still in its undo
  /// window is sent.
  public func quit(interrupted: Bool, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let unanswered = interrupted ? UnansweredSaves.messages(state, baseURL: baseURL) : []
    let ending: BrowseEnding =
      !interrupted ? .quit : unanswered.isEmpty ? .interrupted : .interruptedUnanswered(unanswered)
    return .merge(
      deletions.sendPending(&state),
      .run { [runtime] _ in runtime.end(ending) })
  }
}
