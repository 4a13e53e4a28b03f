import Features
import Foundation
import ScreenKit
import TerminalKit

/// What the browser shows: what only the browser knows (the tab shown, the screens opened on
/// each tab, the key help, the command line, a jump by name, the notices), and each screen's
/// feature state as a child: the tabs' lists, and the screens opened over them.
///
/// The browser never writes a screen's state: it creates the screens it opens and forgets the
/// ones it closes, and tells a screen what to do with the screen's own actions. What is
/// loading, or how old the data shown is, it reads from the screens.
public struct BrowseState: Sendable, Hashable {
  public var size: TerminalSize
  public let isOffline: Bool
  /// The resources shown, and how their records name each other.
  public let catalog: ResourceCatalog
  /// The tabs, in the tab bar's order (``BrowseTab/tabs(of:)``).
  public let tabs: [BrowseTab]
  /// The tab shown.
  public var tab: BrowseTab
  public var lists: TabLists.State
  /// Each tab's opened screens, the first over the tab's list and the one shown last: the only
  /// record of what is open, which the breadcrumb, Esc, the jumps and the mouse read.
  var stacks = TabStacks()
  /// How many lines of the key help are scrolled off its top, while it is shown.
  public var help: Int?
  /// The command line opened with `:`, while it is open.
  public var commandLine: CommandPrompt?
  /// The commands run, oldest first: the last ones kept from the runs before, then this run's.
  var commandHistory = LineHistory()
  /// The searches kept with Enter, oldest first, as the commands are.
  var searchHistory = LineHistory()
  /// Where ↑ ↓ are in ``searchHistory`` while a search is typed, from the query typed before.
  var searchRecall: CommandPrompt?
  /// A jump by name from the command line, while it waits for the list it looks in.
  public var jump: NameJump?
  /// What the last key or answer has to say, such as `up to date`, until the next key.
  public var notice: String?
  /// What the end of an outage said since the last key (`asking again for the albums`), kept
  /// after whatever an answer says next, until the next key (``clearNotice()``).
  var outageNotice: String?
  /// What the cache said last, such as that it cannot store, until the next refresh.
  public var warning: String?
  /// The spinner's frame, counting up while something loads.
  var spinnerFrame = 0
  /// The last click that did something, to tell the second click of a double-click.
  var lastClick: MouseInput.Click?

  /// A browser of `catalog`'s resources that starts on the first tab.
  public init(size: TerminalSize, isOffline: Bool = false, catalog: ResourceCatalog) {
    self.size = size
    self.isOffline = isOffline
    self.catalog = catalog
    tabs = BrowseTab.tabs(of: catalog)
    tab = tabs.first ?? BrowseTab(resource: "")
    lists = TabLists.State(size: size, catalog: catalog)
  }

  /// The screen shown: the last opened on the tab shown, or the tab's list.
  public var top: ScreenID {
    stacks[tab].ids.last.map { .opened($0, on: tab) } ?? .root(of: tab)
  }

  public func opened(_ id: ScreenID) -> OpenedScreen.State? {
    id.element.flatMap { stacks[id.tab][id: $0] }
  }

  /// The screen opened as `id`, when it is a screen of type `type`.
  public func opened<Screen: OpenedScreenState>(_ id: ScreenID, as type: Screen.Type) -> Screen? {
    opened(id)?.as(type)
  }

  /// Every screen opened over a tab's list, tab by tab, each tab's bottom first.
  var openedScreens: [ScreenID] {
    tabs.flatMap { tab in
      stacks[tab].ids.map { ScreenID.opened($0, on: tab) }
    }
  }

  /// The name of `tab` in the tab bar and the way to the screen shown: `Posts`, `customers`.
  public func title(of tab: BrowseTab) -> String {
    if let list = catalog.resources.first(where: { BrowseTab($0) == tab })?.screens.list {
      return list.title
    }
    let name = tab.resource
    return (name.prefix(1).uppercased() + name.dropFirst()).sanitizedForTerminalLine
  }

  /// The tab after `tab` in the tab bar, or before it with `offset` -1, wrapping around.
  public func tab(after tab: BrowseTab, by offset: Int) -> BrowseTab {
    guard let index = tabs.firstIndex(of: tab), !tabs.isEmpty else { return tab }
    let count = tabs.count
    return tabs[((index + offset) % count + count) % count]
  }

  public var shown: ShownScreen {
    screen(top) ?? .screen(lists.root(of: tab))
  }

  /// The state of screen `id`, a tab's list or a screen opened, while it is there.
  public func screen(_ id: ScreenID) -> ShownScreen? {
    guard id.element == nil else { return opened(id).map(ShownScreen.init) }
    return .screen(lists.root(of: id.tab))
  }

  /// Whether a spinner is on the screen, so that it needs its next frame.
  var showsSpinner: Bool {
    (shown.isLoading || isSendingDeletions) && help == nil && !BrowseLayout.isTooSmall(size)
  }

  /// Whether a deletion is being sent, by any list, which the end of the session waits for.
  public var isSendingDeletions: Bool {
    (tabs.map(ScreenID.root(of:)) + openedScreens).contains {
      screen($0)?.screen.isSendingDeletions == true
    }
  }

  /// When the oldest stored data the screen shown shows was stored, if it came from the store.
  var shownDataStoredAt: Date? {
    shown.origin?.shown.oldestStoredAt
  }

  /// Where the screen shown is: the tab's name, then the names each screen opened on its stack
  /// gives itself over the one below it (``BrowseScreen/crumbs(over:in:)``), such as
  /// `Posts › 7 › Leanne Graham › album 4`.
  var breadcrumb: [String] {
    var path = [title(of: tab)]
    var below: OpenedScreen.State?
    for screen in stacks[tab] {
      path += screen.shown.crumbs(over: below, in: self)
      below = screen
    }
    return path
  }
}

extension BrowseState {
  /// Forgets what the last key and the answers since said, as the next key or click does.
  mutating func clearNotice() {
    notice = nil
    outageNotice = nil
  }

  /// Says `text`, with what the end of an outage said since the last key after it.
  mutating func say(_ text: String) {
    notice = outageNotice.map { "\(text) · \($0)" } ?? text
  }
}
