import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// The Users tab: the user selected above the list, then the users as a table.
extension UsersList {
  static func draw(_ users: UsersScreen.State, in view: BrowseView, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    if let owner = users.list.selectedOwner {
      // While the list loads again without them, the selected user is named as the browser
      // knows them.
      let name = users.list.owner?.name ?? view.state.userNames[owner]
      // The name gives way before `x to bring back` does.
      let tail = " — x to bring back"
      let room = view.tabList.view.rowWidth - "excluding ".count - tail.count
      let shownName = (name ?? "user \(owner)").sanitizedForTerminalLine
      buffer.write(
        "excluding \(shownName.truncated(toDisplayWidth: max(4, room)))\(tail)", row: top,
        column: 2, style: view.style(.bold))
    }
    let shown = users.shownRows
    let list = users.list.users.map { _ in shown.count }
    if view.tabList.drawsEmpty(
      shown.isEmpty, list, search: users.search, noun: .user, row: top + 1, into: &buffer)
    {
      return
    }
    let snippet = users.search.flatMap { search in
      shown.element(at: users.cursor.row).flatMap {
        Self.snippet(for: $0, search: search.search, width: view.tabList.snippetWidth)
      }
    }
    view.tabList.drawTable(
      UsersListView.table(shown).marking(users.sort, UsersList.columns), cursor: users.cursor,
      row: users.cursor.row,
      visibleRows: users.visibleRows, search: users.search, snippet: snippet,
      firstRow: top + 1, into: &buffer)
    view.tabList.drawPreview(
      shown.element(at: users.cursor.row).map { preview(in: view, of: $0) }, search: users.search,
      into: &buffer)
  }

  /// The preview of a user beside the list: how to reach them, and where they work and live.
  static func preview(in view: BrowseView, of user: User) -> ListPreview {
    ListPreview(
      title: user.name,
      fields: [
        .init("User", "\(user.id)"), .init("Username", user.username),
        .init("Email", user.email), .init("Phone", user.phone), .init("Website", user.website),
        .init("Company", user.company.name), .init("City", user.address.city),
      ])
  }

  /// Where the users stand: the user under the cursor, or the search's matches, and the last
  /// error with how to retry.
  static func status(_ users: UsersScreen.State, in view: BrowseView) -> (String, String?) {
    if let text = view.searchStatus(users.search, list: users.list.users) { return (text, nil) }
    let failure = users.list.users.failure.map(view.retryText)
    let shown = users.shownRows
    guard !shown.isEmpty else { return ("users", failure) }
    let id = shown.element(at: users.cursor.row)?.id.rawValue
    return (view.position("user", id: id, row: users.cursor.row, of: "\(shown.count)"), failure)
  }
}

extension UsersList {
  /// A line for `user` when `search` matches none of the fields the row shows (name, email,
  /// city) but one it does not: the username, street, suite or zipcode, named.
  static func snippet(for user: User, search: SearchText, width: Int) -> String? {
    let address = user.address
    guard !search.isEmpty, !search.matches([user.name, user.email, address.city]) else {
      return nil
    }
    let hidden = [
      ("street", address.street), ("suite", address.suite), ("username", user.username),
      ("zipcode", address.zipcode),
    ]
    guard let (label, text) = hidden.first(where: { search.matches([$0.1]) }) else { return nil }
    return MatchSnippet.snippet(label: label, of: text, search: search, width: width)
  }
}
