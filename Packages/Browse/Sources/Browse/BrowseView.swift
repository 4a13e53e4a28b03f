import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// Draws a ``BrowseState`` into a ``CellBuffer`` of the state's size: a pure function, so what
/// each state looks like is tested without a terminal.
///
/// The rows of the lists and the detail screens are the one-shot commands' views
/// (``PostsListView``, ``UsersListView``, ``PostDetailView``, ``UserDetailView``) laid out at
/// the screen's width, so they are cut with `…` and sanitized the same way.
struct BrowseView {
  var state: BrowseState
  /// Whether styles and colours are drawn; without them, the cursor's row is marked by `›`
  /// alone and the tab shown by brackets.
  var usesColor: Bool
  /// The colours the photo swatches may be drawn in, when ``usesColor``.
  var colorDepth = ColorDepth.indexed256
  /// The time the ages of stored data are told from (`updated 3 minutes ago`).
  var now = Date()
  /// The server the data comes from, as the header names it: `sample`, `127.0.0.1:3999`.
  var server = ""

  private var size: TerminalSize { state.size }

  /// The screen.
  func render() -> CellBuffer {
    var buffer = CellBuffer(size: size)
    guard !BrowseLayout.isTooSmall(size) else {
      buffer.write("terminal too small", row: 0, column: 0)
      buffer.write(
        "(at least \(BrowseLayout.minimumSize.columns)×\(BrowseLayout.minimumSize.rows))",
        row: 1, column: 0)
      return buffer
    }
    drawHeader(into: &buffer)
    if state.showsHelp {
      drawHelp(into: &buffer)
    } else {
      drawBody(into: &buffer)
    }
    drawStatus(into: &buffer)
    return buffer
  }

  func style(_ style: CellStyle) -> CellStyle {
    usesColor ? style : []
  }

  var spinner: String {
    spinnerFrames[state.spinnerFrame % spinnerFrames.count]
  }

  // MARK: - Body

  private func drawBody(into buffer: inout CellBuffer) {
    let entry = state.top
    switch entry.screen {
    case .posts:
      drawPosts(entry.position, into: &buffer)
      drawSearchBar(on: .posts, into: &buffer)
    case .users:
      drawUsers(entry.position, into: &buffer)
      drawSearchBar(on: .users, into: &buffer)
    case .post, .user:
      drawDetail(entry, into: &buffer)
    case .todos(let screen):
      drawTodos(screen, position: entry.position, into: &buffer)
      drawSearchBar(on: entry.screen, into: &buffer)
    case .form(let form):
      drawForm(form, into: &buffer)
    case .albums, .album, .photo:
      drawAlbumScreen(entry, into: &buffer)
      drawSearchBar(on: entry.screen, into: &buffer)
    }
  }

  private func drawPosts(_ position: ListPosition, into buffer: inout CellBuffer) {
    let posts = state.posts
    let top = BrowseLayout.bodyTop
    guard !state.shownPosts.isEmpty else {
      if drawNoMatches(on: .posts, noun: .post, row: top, into: &buffer) { return }
      let loaded: Loadable<Int> =
        if let failure = posts.failure, posts.items.isEmpty {
          .failed(failure)
        } else if posts.items.isEmpty, posts.isLoading || posts.loadedPages == 0 {
          .loading
        } else {
          .loaded(posts.items.count)
        }
      drawPlaceholder(loaded, noun: .post, row: top, into: &buffer)
      return
    }
    let table = PostsListView.table(state.shownPosts, options: tableOptions)
    drawTable(table, position: position, screen: .posts, firstRow: top, into: &buffer)
  }

  private func drawUsers(_ position: ListPosition, into buffer: inout CellBuffer) {
    let users = state.users
    let top = BrowseLayout.bodyTop
    if let owner = users.selectedOwner {
      let name = (users.owner ?? state.selectedUser).map { "\($0.name) " } ?? ""
      buffer.write(
        "Selected: \(name)(#\(owner))", row: top, column: 2, style: style(.bold))
    }
    let visible = state.shownUsers
    guard !visible.isEmpty else {
      if drawNoMatches(on: .users, noun: .user, row: top + 1, into: &buffer) { return }
      drawPlaceholder(
        users.users.map { _ in visible.count }, noun: .user, row: top + 1, into: &buffer)
      return
    }
    let table = UsersListView.table(visible)
    drawTable(table, position: position, screen: .users, firstRow: top + 1, into: &buffer)
  }

  var tableOptions: RenderOptions {
    RenderOptions(width: BrowseLayout.contentWidth(size), usesColor: false, isTerminal: true)
  }

  /// The table's header on `firstRow`, then the rows shown from the position's offset, the
  /// cursor's marked.
  func drawTable(
    _ table: TextTable, position: ListPosition, screen: BrowseScreen, firstRow: Int,
    into buffer: inout CellBuffer
  ) {
    // Rows under a status area grown over the body are not shown, and the cursor stays above it;
    // so does the line under it that says why it matched a search.
    let snippet = matchSnippet(on: screen, row: position.cursor)
    let snippetRows = snippet == nil ? 0 : 1
    let visibleRows = max(1, state.visibleRows(screen) - statusCoveredRows - snippetRows)
    let first = max(0, position.offset, position.cursor - visibleRows + 1)
    // Only the rows shown are laid out, at the widths of the whole table.
    let lines = table.lines(options: tableOptions, rows: first..<first.addingClamped(visibleRows))
    guard let header = lines.first else { return }
    buffer.write(header, row: firstRow, column: 2, style: style(.bold))
    let rows = lines.dropFirst()
    let search = state.search(on: screen)?.search ?? SearchText("")
    for line in 0..<visibleRows {
      let index = first + line
      guard line < rows.count else { break }
      let row = firstRow + 1 + line + (index > position.cursor ? snippetRows : 0)
      let isCursor = index == position.cursor
      buffer.write(isCursor ? "›" : " ", row: row, column: 0, style: style(.bold))
      buffer.write(
        rows[rows.startIndex + line], row: row, column: 2, matching: search,
        matchStyle: style(.underline))
      if isCursor {
        buffer.highlight(row: row, from: 2, style: style(.reverse))
        if let snippet {
          buffer.write(
            snippet, row: row + 1, column: 4, matching: search,
            matchStyle: style([.underline, .bold]))
        }
      }
    }
  }

  /// What a list shows in place of its rows: the spinner, the failure with how to retry, or
  /// that there is nothing.
  func drawPlaceholder(
    _ page: Loadable<Int>, noun: Noun, row: Int, into buffer: inout CellBuffer
  ) {
    switch page {
    case .loading:
      buffer.write("\(spinner) Loading \(noun.plural)…", row: row, column: 2)
    case .failed(let failure):
      // Wrapped, as a detail's failure is, so that its point is not cut at the edge.
      let lines = TextLayout.wrapped(
        "Could not load \(noun.plural): \(failure.browserMessage)",
        width: BrowseLayout.contentWidth(size))
      let last = max(row, size.rows - 3)
      for (offset, line) in lines.enumerated() where row + offset <= last {
        buffer.write(line, row: row + offset, column: 2, style: style(.error))
      }
      guard !state.freshness.isOffline else { return }
      let hint = min(row + lines.count, last + 1)
      buffer.write("Press r to try again.", row: hint, column: 2, style: style(.dim))
    case .loaded:
      buffer.write("No \(noun.plural).", row: row, column: 2)
    }
  }

  private func drawDetail(_ entry: ScreenEntry, into buffer: inout CellBuffer) {
    let lines = DetailText.lines(
      of: entry.screen, width: BrowseLayout.contentWidth(size), usesColor: usesColor)
    let rows = BrowseLayout.visibleRows(entry.screen, size: size)
    let isLoading = state.isLoading
    for line in 0..<rows {
      let index = entry.position.offset + line
      guard index >= 0, index < lines.count else { break }
      let text = isLoading && index == 0 ? "\(spinner) \(lines[index])" : lines[index]
      buffer.write(styledLine: text, row: BrowseLayout.bodyTop + line, column: 2)
    }
    markUserAlbum(entry, into: &buffer)
  }

  // MARK: - Help

  private func drawHelp(into buffer: inout CellBuffer) {
    let top = BrowseLayout.bodyTop
    let screen = state.top.screen
    let lines = KeyHelp.lines(for: screen)
    let keysWidth = lines.filter { !$0.isHeading }.map(\.keys.displayWidth).max() ?? 0
    let hidden = BrowseLayout.hiddenHelpLines(size, on: screen)
    let offset = min(state.helpOffset, hidden)
    let shown = lines.dropFirst(offset).prefix(BrowseLayout.helpRows(size))
    for (index, line) in shown.enumerated() {
      let row = top + index
      if line.isHeading {
        buffer.write(line.keys, row: row, column: 2, style: style([.bold, .underline]))
        continue
      }
      buffer.write(line.keys, row: row, column: 2, style: style(.bold))
      buffer.write(line.meaning, row: row, column: 4 + keysWidth)
    }
    let footer =
      hidden > 0 ? "↑ ↓ PgUp PgDn scroll · Esc, q, ? close" : "Esc, q or ? closes this help."
    buffer.write(footer, row: size.rows - 2, column: 2, style: style(.dim))
  }

  // MARK: - Status line

  /// The status line: where the screen shown stands, then the failure, the notice, how old
  /// the data is and what the cache had to say, and the main keys at the right. When these
  /// texts do not fit on one line beside where the screen stands, each is wrapped on lines of
  /// its own below it, and the status area grows up over the body's last rows, up to
  /// ``BrowseLayout/maximumStatusRows(_:)``, a list's cursor staying above it; where the screen
  /// stands is cut with `…`.
  private func drawStatus(into buffer: inout CellBuffer) {
    if drawCommandLine(into: &buffer) { return }
    let status = statusContent()
    let end = size.columns - 1
    guard let lines = status.wrappedLines else {
      let row = size.rows - 1
      clearStatusRow(row, into: &buffer)
      var column = buffer.write(status.context, row: row, column: 1, limit: end)
      for (text, textStyle) in status.texts where column < end {
        column = buffer.write(
          (column > 1 ? " · " : "") + text, row: row, column: column, style: style(textStyle),
          limit: end)
      }
      drawStatusKeys(status.keys, row: row, after: column, into: &buffer)
      buffer.highlight(row: row, style: style(.reverse))
      return
    }
    let top = size.rows - lines.count
    for (offset, (text, textStyle)) in lines.enumerated() {
      clearStatusRow(top + offset, into: &buffer)
      let column = buffer.write(
        text, row: top + offset, column: 1, style: style(textStyle), limit: end)
      if offset == 0 { drawStatusKeys(status.keys, row: top, after: column, into: &buffer) }
    }
    for row in top..<size.rows {
      buffer.highlight(row: row, style: style(.reverse))
    }
  }

  /// What the status area shows: where the screen stands, its texts, the keys, and the lines
  /// the texts are wrapped on when they do not fit on one line beside where the screen stands.
  private struct StatusContent {
    var context: String
    var texts: [(String, CellStyle)]
    var keys: String
    var wrappedLines: [(String, CellStyle)]?
  }

  private func statusContent() -> StatusContent {
    let (context, failure) = deletionStatus(width: size.columns - 2) ?? statusContext()
    let keys = searchKeys(on: state.top.screen) ?? statusKeys()
    let age = state.freshness.origin(of: state.top.id)
      .note(at: now, offline: state.freshness.isOffline)
    let ageStyle: CellStyle = age?.hasPrefix("offline") == true ? .error : []
    let texts: [(String, CellStyle)] = [
      (failure, CellStyle.error), (state.notice, CellStyle()), (age, ageStyle),
      (state.warning, .error),
    ].compactMap { text, style in text.map { ($0, style) } }
    let oneLine = ([context] + texts.map(\.0)).filter { !$0.isEmpty }.joined(separator: " · ")
    // The texts wrap rather than reach under the help's hint.
    let hintWidth = questionMarkIsHelp ? Self.helpHint.displayWidth + 2 : 0
    guard !texts.isEmpty, oneLine.displayWidth > size.columns - 2 - hintWidth else {
      return StatusContent(context: context, texts: texts, keys: keys)
    }
    return StatusContent(
      context: context, texts: texts, keys: keys,
      wrappedLines: (context.isEmpty ? [] : [(context, CellStyle())]) + statusLines(texts))
  }

  /// How many of the body's last rows the status area covers while its texts are wrapped.
  var statusCoveredRows: Int {
    max(0, (statusContent().wrappedLines?.count ?? 1) - 1)
  }

  /// `texts` wrapped at the content's width, each from a line of its own, in the rows of
  /// ``BrowseLayout/maximumStatusRows(_:)`` left below where the screen stands, the last one
  /// ending with `…` when more were left out.
  private func statusLines(_ texts: [(String, CellStyle)]) -> [(String, CellStyle)] {
    let width = BrowseLayout.contentWidth(size)
    let wrapped = texts.flatMap { text, style in
      text.isEmpty ? [] : TextLayout.wrapped(text, width: width).map { ($0, style) }
    }
    let rows = max(1, BrowseLayout.maximumStatusRows(size) - 1)
    guard wrapped.count > rows, let last = wrapped.element(at: rows - 1) else { return wrapped }
    let cut = TextLayout.wrap(last.0, width: width - 2).first ?? ""
    return Array(wrapped.prefix(rows - 1)) + [(cut + " …", last.1)]
  }

  /// Blanks status row `row`.
  private func clearStatusRow(_ row: Int, into buffer: inout CellBuffer) {
    buffer.write(String(repeating: " ", count: size.columns), row: row, column: 0)
  }

  /// The main keys at the right of status row `row`, when they fit after `column`; else,
  /// where `?` is the help, `? help` alone, over the end of what is there if it must.
  private func drawStatusKeys(
    _ keys: String, row: Int, after column: Int, into buffer: inout CellBuffer
  ) {
    let keysColumn = size.columns - 1 - keys.displayWidth
    if keysColumn >= column + 2 {
      buffer.write(keys, row: row, column: keysColumn, style: style(.dim))
      return
    }
    guard questionMarkIsHelp else { return }
    let help = Self.helpHint
    let helpColumn = size.columns - 1 - help.displayWidth
    if column > helpColumn - 2 {
      buffer.write("… ", row: row, column: helpColumn - 2)
    }
    buffer.write(help, row: row, column: helpColumn, style: style(.dim))
  }

  /// The one hint the status line keeps at any width.
  static let helpHint = "? help"

  /// Whether `?` opens the help: not while a form, a search bar being typed, the command line
  /// or a deletion's question takes the keys.
  private var questionMarkIsHelp: Bool {
    if case .form = state.top.screen { return false }
    return !state.isAskingToDelete && state.commandLine == nil
      && state.search(on: state.top.screen)?.bar.isEditing != true
  }

  /// Where the screen shown stands, and the last error with how to retry.
  private func statusContext() -> (String, String?) {
    let entry = state.top
    if let text = state.searchStatus(of: entry.screen) {
      return (text, state.searchFailure(of: entry.screen))
    }
    switch entry.screen {
    case .posts:
      let posts = state.posts
      let failure = posts.failure.map(retryText)
      guard !posts.items.isEmpty else { return ("posts", failure) }
      let loaded = posts.items.count
      let total = posts.shownTotal.map(String.init) ?? "\(loaded)+"
      var text = "post \(entry.position.cursor + 1) of \(total)"
      if posts.hasMore {
        text += " · \(loaded) loaded"
      }
      if posts.isLoading {
        text += " · \(spinner) loading"
      }
      return (text, failure)
    case .users:
      let users = state.users
      let failure = users.users.failure.map(retryText)
      let count = users.visibleUsers.count
      guard count > 0 else { return ("users", failure) }
      return ("user \(entry.position.cursor + 1) of \(count)", failure)
    case .post(let detail):
      return (
        detailContext("post \(detail.postID)", entry),
        detail.detail.failure.map(retryText)
      )
    case .user(let detail):
      return (
        detailContext("user \(detail.userID)", entry),
        detail.detail.failure.map(retryText)
      )
    case .todos(let screen):
      return todosStatus(screen, position: entry.position)
    case .albums, .album, .photo:
      return albumStatusContext(entry)
    case .form(let form):
      return formStatusContext(form)
    }
  }

  private func detailContext(_ name: String, _ entry: ScreenEntry) -> String {
    let count = state.rowCount(of: entry.screen)
    let rows = BrowseLayout.visibleRows(entry.screen, size: size)
    guard count > rows else { return name }
    return "\(name) · line \(entry.position.offset + 1) of \(count)"
  }

  /// The main keys of the screen shown.
  private func statusKeys() -> String {
    switch state.top.screen {
    case .form, .todos: return screenKeys()
    default: break
    }
    let undo = state.deletions.contains { $0.status == .pending } ? "u undo  " : ""
    return undo + screenKeys()
  }

  /// The main keys of the screen shown.
  private func screenKeys() -> String {
    switch state.top.screen {
    case .posts: "⏎ open  r refresh  ? help  q quit"
    case .users: "⏎ open  ␣ select  x clear  ? help  q quit"
    case .post: "esc back  a author  ? help  q quit"
    case .user: "esc back  t to-dos  ? help  q quit"
    case .todos: "␣ tick  f filter  ? help  q quit"
    case .albums: "⏎ open  r refresh  ? help  q quit"
    case .album: "←↑↓→ move  ⏎ open  esc back  ? help"
    case .photo: "o open  esc back  ? help  q quit"
    case .form(let form): formStatusKeys(form)
    }
  }
}
