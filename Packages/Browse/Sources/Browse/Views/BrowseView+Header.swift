import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The header, the screen's first row, as k9s shows its context: the tabs, where the screen
/// shown is below its tab, and at the right which server the data comes from.
///
/// ```
/// [Posts]· Users · Albums · To-dos  › 7 › Leanne Graham       sample
/// [Posts]·2·3·4 › …Graham › album 4  127.0.0.1:3999
/// ```
///
/// The tabs other than the one shown shrink to their numbers when the whole does not fit; the
/// path is then cut from its start with `…`; the server's name takes the room left, a third
/// of the row at least, and is cut in the middle of its host, never in its port.
extension BrowseView {
  func drawHeader(into buffer: inout CellBuffer) {
    let columns = state.size.columns
    let path = state.breadcrumb.dropFirst().map { " › \($0)" }.joined()
    let fullTabs = Self.tabWidth(compact: false, shown: state.tab)
    let wholeServer = self.server.isEmpty ? 0 : self.server.displayWidth + 2
    let isCompact = fullTabs + path.displayWidth + wholeServer > columns
    let tabs = isCompact ? Self.tabWidth(compact: true, shown: state.tab) : fullTabs
    // The server takes what the tabs and the way leave, and a third of the row at least.
    let serverRoom = max(columns / 3, columns - tabs - path.displayWidth - 2)
    let server = Self.shortServer(self.server, toDisplayWidth: serverRoom)
    let serverWidth = server.isEmpty ? 0 : server.displayWidth + 2
    var column = drawTabs(compact: isCompact, into: &buffer)
    let room = columns - column - serverWidth
    if !path.isEmpty, room > 4 {
      let shownPath = " " + Self.cutFromStart(String(path.dropFirst()), toDisplayWidth: room - 1)
      column = buffer.write(shownPath, row: 0, column: column, style: style(.bold))
    }
    if !server.isEmpty {
      buffer.write(
        server, row: 0, column: max(column + 2, columns - server.displayWidth), style: style(.dim))
    }
  }

  /// Draws the tabs from the first column, the others as their numbers when `compact`, and
  /// returns the column after them.
  private func drawTabs(compact: Bool, into buffer: inout CellBuffer) -> Int {
    var column = 0
    for tab in BrowseTab.allCases {
      if tab.rawValue > 0 {
        column = buffer.write("·", row: 0, column: column, style: style(.dim))
      }
      let start = column
      if tab == state.tab {
        column = buffer.write(
          "[\(tab.title)]", row: 0, column: column, style: style([.bold, .reverse]))
      } else {
        column = buffer.write(Self.tabLabel(tab, compact: compact), row: 0, column: column)
      }
      clickTargets?.mark(.tab(tab), row: 0, columns: start..<column)
    }
    return column
  }

  private static func tabLabel(_ tab: BrowseTab, compact: Bool) -> String {
    compact ? "\(tab.rawValue + 1)" : " \(tab.title) "
  }

  /// The width of the tabs, `shown` the one in brackets.
  private static func tabWidth(compact: Bool, shown: BrowseTab) -> Int {
    BrowseTab.allCases.reduce(BrowseTab.allCases.count - 1) { width, tab in
      width + (tab == shown ? tab.title.displayWidth + 2 : tabLabel(tab, compact: compact).count)
    }
  }

  /// `server` in at most `width` cells, and never under 8: when it must be cut, the middle of
  /// its host gives way to `…`, never its port (`127.…0.1:39999`).
  static func shortServer(_ server: String, toDisplayWidth width: Int) -> String {
    let width = max(8, width)
    guard server.displayWidth > width else { return server }
    var host = Substring(server)
    var port = ""
    if let colon = server.lastIndex(of: ":"), !server[colon...].contains("]"),
      server[server.index(after: colon)...].allSatisfy({ ("0"..."9").contains($0) })
    {
      host = server[..<colon]
      port = String(server[colon...])
    }
    let hostRoom = width - port.displayWidth
    guard hostRoom >= 2 else { return server.truncated(toDisplayWidth: width) }
    return cutMiddle(String(host), toDisplayWidth: hostRoom) + port
  }

  /// `text` in at most `width` cells, its middle replaced by `…` when it does not fit.
  static func cutMiddle(_ text: String, toDisplayWidth width: Int) -> String {
    guard text.displayWidth > width else { return text }
    let kept = width - 1
    var head = ""
    for character in text {
      guard head.displayWidth + character.displayWidth <= (kept + 1) / 2 else { break }
      head.append(character)
    }
    let tail = cutFromStart(text, toDisplayWidth: kept - head.displayWidth + 1).dropFirst()
    return head + "…" + tail
  }

  /// `text` cut from its start to at most `width` cells, starting with `…` when something was
  /// cut.
  static func cutFromStart(_ text: String, toDisplayWidth width: Int) -> String {
    guard text.displayWidth > width else { return text }
    guard width > 0 else { return "" }
    var kept: [Character] = []
    var keptWidth = 0
    for character in text.reversed() {
      let characterWidth = character.displayWidth
      guard keptWidth + characterWidth <= width - 1 else { break }
      kept.append(character)
      keptWidth += characterWidth
    }
    return "…" + String(kept.reversed())
  }
}
