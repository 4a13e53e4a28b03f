import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension UsersScreen.State {
  /// The user under the cursor, if any.
  var selectedUser: User? {
    shownUsers.element(at: cursor.row)
  }

  /// The users the list shows: those that match while searching, without the users deleted.
  var shownUsers: [User] {
    let users = list.visibleUsers
    let rows = sort.sorted(search?.rows(of: users) ?? users, by: SortColumns.users)
    guard deletions.hidesAny else { return rows }
    return rows.filter { !deletions.hides(.user($0.id)) }
  }

  /// Whether the users are loading, so the spinner turns; a quiet load keeps them shown.
  var isLoading: Bool {
    list.users.isLoading
  }

  /// The rows of users shown at once, under the selection's line and the headers: a row fewer
  /// while the search bar shows.
  var visibleRows: Int {
    let rows = BrowseLayout.listRows(size, headerRows: 2)
    return search?.showsBar == true ? max(1, rows - 1) : rows
  }

  /// Keeps the cursor within the users shown, going on towards where the moves made while
  /// they load took it.
  mutating func followCursor() {
    cursor.follow(count: shownUsers.count, visibleRows: visibleRows, canGrow: isLoading)
  }

  /// Puts the cursor on the user to select, once an answer has come: where the list shows
  /// them, or nowhere.
  mutating func selectIfShown() {
    guard let selection, list.users.value != nil, !list.users.isLoading else { return }
    self.selection = nil
    let shown = shownUsers
    guard let row = shown.firstIndex(where: { $0.id == selection }) else { return }
    cursor.place(on: row, count: shown.count, visibleRows: visibleRows)
  }

  /// Folds the users searched whenever they change.
  mutating func indexSearch() {
    guard var search else { return }
    search.index(list.visibleUsers)
    self.search = search
  }
}
