import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// The Users tab: the user selected above the list, then the users as a table.
extension BrowseView {
  func drawUsers(_ users: UsersScreen.State, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    if let owner = users.list.selectedOwner {
      // While the list loads again without them, the selected user is named as the browser
      // knows them.
      let name = users.list.owner?.name ?? state.userNames[owner]
      // The name gives way before `x to bring back` does.
      let tail = " — x to bring back"
      let room = listView.rowWidth - "excluding ".count - tail.count
      let shownName = (name ?? "user \(owner)").sanitizedForTerminalLine
      buffer.write(
        "excluding \(shownName.truncated(toDisplayWidth: max(4, room)))\(tail)", row: top,
        column: 2, style: style(.bold))
    }
    let shown = users.shownRows
    let list = users.list.users.map { _ in shown.count }
    if drawsEmpty(
      shown.isEmpty, list, search: users.search, noun: .user, row: top + 1, into: &buffer)
    {
      return
    }
    let snippet = users.search.flatMap { search in
      shown.element(at: users.cursor.row).flatMap {
        MatchSnippet.line(for: $0, search: search.search, width: snippetWidth)
      }
    }
    drawTable(
      UsersListView.table(shown).marking(users.sort, SortColumns.users), cursor: users.cursor,
      row: users.cursor.row,
      visibleRows: users.visibleRows, search: users.search, snippet: snippet,
      firstRow: top + 1, into: &buffer)
    drawPreview(
      shown.element(at: users.cursor.row).map(preview), search: users.search, into: &buffer)
  }

  /// The preview of a user beside the list: how to reach them, and where they work and live.
  func preview(of user: User) -> ListPreview {
    ListPreview(
      title: user.name,
      fields: [
        .init("User", "\(user.id)"), .init("Username", user.username),
        .init("Email", user.email), .init("Phone", user.phone), .init("Website", user.website),
        .init("Company", user.company.name), .init("City", user.address.city),
      ])
  }

  /// On a user's screen, makes the albums shown clickable.
  func markAlbumTargets(of user: UserScreen.State) {
    guard let clickTargets else { return }
    for index in user.albums.indices {
      guard let line = user.albumLine(index) else { break }
      let row = ScreenLayout.bodyTop + line - user.scroll.line
      guard row >= ScreenLayout.bodyTop, row < ScreenLayout.bodyTop + user.visibleRows else {
        continue
      }
      clickTargets.mark(.item(index), row: row, columns: 0..<size.columns)
    }
  }

  /// On a user's screen, marks the album under the cursor, when it is shown.
  func markAlbum(of user: UserScreen.State, into buffer: inout CellBuffer) {
    guard let line = user.albumLine(user.album) else { return }
    let row = ScreenLayout.bodyTop + line - user.scroll.line
    guard row >= ScreenLayout.bodyTop, row < ScreenLayout.bodyTop + user.visibleRows else {
      return
    }
    buffer.write("›", row: row, column: 0, style: style(.bold))
    buffer.highlight(row: row, from: 2, style: style(.reverse))
  }
}
