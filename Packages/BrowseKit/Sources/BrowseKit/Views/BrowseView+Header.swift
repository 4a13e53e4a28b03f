import Features
import TerminalKit

/// The header, the screen's first row, as k9s shows its context: the tabs, where the screen
/// shown is below its tab, and at the right which server the data comes from.
///
/// ```
/// [Posts]· Users · Albums · To-dos · Comments · Photos › 7    sample
/// [Posts]·2·3… › …Graham › album 4  127.0.0.1:3999
/// ```
///
/// The tabs other than the one shown shrink to their numbers when the whole does not fit; the
/// path is then cut from its start with `…`; the server's name takes the room left, a third
/// of the row at least, and is cut in the middle of its host, never in its port. Tabs that
/// still do not fit in what the path and the server leave, and at least a third of the row,
/// scroll: those around the one shown are drawn, `…` standing for the others. A tab's name is cut at ``tabNameWidth`` cells.
extension BrowseView {
  func drawHeader(into buffer: inout CellBuffer) {
    let columns = state.size.columns
    let path = state.breadcrumb.dropFirst().map { " › \($0)" }.joined()
    let fullTabs = tabWidth(compact: false)
    let wholeServer = self.server.isEmpty ? 0 : self.server.displayWidth + 2
    // The tabs keep their names while the server's, cut in its middle, keeps 18 cells.
    let isCompact = fullTabs + path.displayWidth + min(wholeServer, 18) > columns
    let tabsRoom = max(
      max(8, columns / 3), columns - path.displayWidth - min(wholeServer, 18) - 2)
    let tabs = isCompact ? min(tabWidth(compact: true), tabsRoom) : fullTabs
    // The server takes what the tabs and the way leave, and a third of the row at least.
    let serverRoom = max(
      min(columns / 3, columns - tabs - 2), columns - tabs - path.displayWidth - 2)
    let server = Self.shortServer(self.server, toDisplayWidth: serverRoom)
    let serverWidth = server.isEmpty ? 0 : server.displayWidth + 2
    var column = drawTabs(compact: isCompact, room: tabsRoom, into: &buffer)
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

  /// Draws the tabs from the first column, the others as their numbers when `compact`, as
  /// many as fit in `room` cells around the one shown, and returns the column after them.
  private func drawTabs(compact: Bool, room: Int, into buffer: inout CellBuffer) -> Int {
    let labels = tabLabels(compact: compact)
    let shown = labels.firstIndex { $0.tab == state.tab } ?? 0
    let window =
      compact
      ? Self.window(of: labels.map(\.text.displayWidth), around: shown, width: room)
      : labels.indices
    var column = 0
    if window.lowerBound > 0 {
      column = buffer.write("…", row: 0, column: column, style: style(.dim))
    }
    for index in window {
      let (tab, text) = labels[index]
      if index > window.lowerBound {
        column = buffer.write("·", row: 0, column: column, style: style(.dim))
      }
      let start = column
      column =
        tab == state.tab
        ? buffer.write(text, row: 0, column: column, style: style([.bold, .reverse]))
        : buffer.write(text, row: 0, column: column)
      clickTargets?.mark(.tab(tab), row: 0, columns: start..<column)
    }
    if window.upperBound < labels.count {
      column = buffer.write("…", row: 0, column: column, style: style(.dim))
    }
    return column
  }

  /// The most cells of a tab's name in the header.
  static let tabNameWidth = 24

  /// Each tab's label: the one shown in brackets, the others by name, or when `compact` by
  /// their number.
  private func tabLabels(compact: Bool) -> [(tab: BrowseTab, text: String)] {
    state.tabs.enumerated().map { index, tab in
      let title = state.title(of: tab).truncated(toDisplayWidth: Self.tabNameWidth)
      if tab == state.tab { return (tab, "[\(title)]") }
      return (tab, compact ? "\(index + 1)" : " \(title) ")
    }
  }

  /// The width of every tab, with the dots between them.
  private func tabWidth(compact: Bool) -> Int {
    tabLabels(compact: compact).reduce(max(0, state.tabs.count - 1)) {
      $0 + $1.text.displayWidth
    }
  }

  /// The labels, of `widths`, drawn around the `shown`th: as many on each side, in turn, as
  /// fit in `width` with the dots between them and a `…` at each end cut.
  public static func window(of widths: [Int], around shown: Int, width: Int) -> Range<Int> {
    guard widths.indices.contains(shown) else { return widths.indices }
    var range = shown..<(shown + 1)
    var used = widths[shown] + 2
    var grew = true
    while grew {
      grew = false
      if range.upperBound < widths.count, used + widths[range.upperBound] + 1 <= width {
        used += widths[range.upperBound] + 1
        range = range.lowerBound..<(range.upperBound + 1)
        grew = true
      }
      if range.lowerBound > 0, used + widths[range.lowerBound - 1] + 1 <= width {
        used += widths[range.lowerBound - 1] + 1
        range = (range.lowerBound - 1)..<range.upperBound
        grew = true
      }
    }
    return range
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
