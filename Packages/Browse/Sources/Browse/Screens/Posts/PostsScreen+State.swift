import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PostsScreen.State {
  /// Whether the posts are filtered by a search.
  var isSearching: Bool {
    search?.isFiltering ?? false
  }

  /// The post under the cursor, if any.
  var selectedPost: PostSummary? {
    shownPosts.element(at: cursor.row)
  }

  /// The posts the list shows: those loaded, or, while searching, those of every post that
  /// match (of the posts loaded until every post has loaded); without the posts deleted.
  var shownPosts: [PostSummary] {
    let rows =
      if let search, search.isFiltering {
        search.rows(of: allPosts?.posts.value?.items ?? feed.items)
      } else {
        feed.items
      }
    let sorted = sort.sorted(rows, by: SortColumns.posts)
    guard deletions.hidesAny else { return sorted }
    return sorted.filter { !deletions.hides(.post($0.post.id)) }
  }

  /// Whether anything shown is loading, so the spinner turns.
  var isLoading: Bool {
    feed.isLoading
  }

  /// The rows of posts shown at once: a row fewer while the search bar shows.
  var visibleRows: Int {
    let rows = BrowseLayout.listRows(size, headerRows: 1)
    return search?.showsBar == true ? max(1, rows - 1) : rows
  }

  /// Whether the next page is wanted: the cursor, or where it is heading, is within a page of
  /// the end of what is loaded, and more may come.
  var needsMore: Bool {
    let position = cursor.target ?? cursor.row
    return !isSearching && feed.hasMore && feed.failure == nil
      && position.addingClamped(visibleRows) >= feed.items.count
  }

  /// Whether more posts may come: more pages, none failed, and no search filtering them.
  var moreRowsMayCome: Bool {
    !isSearching && feed.hasMore && feed.failure == nil
  }

  /// Keeps the cursor within the posts shown, going on towards where it is heading as pages
  /// arrive.
  mutating func followCursor() {
    cursor.follow(count: shownPosts.count, visibleRows: visibleRows, canGrow: moreRowsMayCome)
  }

  /// Moves the cursor to post `id` where a page updated in place, or a page sorted in, put it.
  mutating func keepCursor(on id: Post.ID) {
    let shown = shownPosts
    guard let row = shown.firstIndex(where: { $0.post.id == id }) else { return }
    cursor.place(on: row, count: shown.count, visibleRows: visibleRows)
  }

  /// Folds the posts searched when they changed, or with `force`: every post once loaded,
  /// the posts loaded until then.
  mutating func indexSearch(force: Bool = false) {
    guard var search else { return }
    let items = allPosts?.posts.value?.items ?? feed.items
    guard force || search.itemCount != items.count else { return }
    search.index(items)
    self.search = search
  }

  /// What the status line says while the posts are searched: `3 of 10 match`.
  var searchStatus: String? {
    guard let search, search.isFiltering else { return nil }
    var text = "\(search.matches.count) of \(search.itemCount) match"
    if allPosts?.posts.isLoading == true {
      text += " · searching every post"
    }
    return text
  }
}
