import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// The Posts tab: the posts loaded as a table, or what stands in their place.
extension BrowseView {
  func drawPosts(_ posts: PostsScreen.State, into buffer: inout CellBuffer) {
    let feed = posts.feed
    let top = ScreenLayout.bodyTop
    let shown = posts.shownRows
    guard !shown.isEmpty else {
      if drawNoMatches(
        posts.search, noun: .post, isSearchingAll: posts.allPosts?.posts.isLoading == true,
        row: top, into: &buffer)
      {
        return
      }
      let loaded: Loadable<Int> =
        if let failure = feed.failure, feed.items.isEmpty {
          .failed(failure)
        } else if feed.items.isEmpty, feed.isLoading || feed.loadedPages == 0 {
          .loading
        } else {
          .loaded(feed.items.count)
        }
      drawPlaceholder(loaded, noun: .post, row: top, into: &buffer)
      return
    }
    let snippet = posts.search.flatMap { search in
      shown.element(at: posts.cursor.row).flatMap {
        MatchSnippet.line(for: $0, search: search.search, width: snippetWidth)
      }
    }
    drawTable(
      PostsListView.table(shown, options: tableOptions).marking(posts.sort, SortColumns.posts),
      cursor: posts.cursor,
      row: posts.cursor.row, visibleRows: posts.visibleRows, search: posts.search,
      snippet: snippet, firstRow: top, into: &buffer)
    drawPreview(
      shown.element(at: posts.cursor.row).map(preview), search: posts.search, into: &buffer)
  }

  /// The preview of a post beside the list: its title, number and author, and its text.
  func preview(of summary: PostSummary) -> ListPreview {
    let post = summary.post
    let author = summary.author?.name ?? "user \(post.userId)"
    return ListPreview(
      title: post.title, fields: [.init("Post", "\(post.id)"), .init("Author", author)],
      text: post.body)
  }

  /// The width of the line under a row that says why it matched a search.
  var snippetWidth: Int {
    max(1, listView.rowWidth - 2)
  }
}
