import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// The Posts tab: the posts loaded as a table, or what stands in their place.
extension PostsList {
  static func draw(_ posts: PostsScreen.State, in view: BrowseView, into buffer: inout CellBuffer) {
    let feed = posts.feed
    let top = ScreenLayout.bodyTop
    let shown = posts.shownRows
    guard !shown.isEmpty else {
      if view.tabList.drawNoMatches(
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
      view.tabList.drawPlaceholder(loaded, noun: .post, row: top, into: &buffer)
      return
    }
    let snippet = posts.search.flatMap { search in
      shown.element(at: posts.cursor.row).flatMap {
        Self.snippet(for: $0, search: search.search, width: view.tabList.snippetWidth)
      }
    }
    view.tabList.drawTable(
      PostsListView.table(shown, options: view.tabList.tableOptions).marking(
        posts.sort, PostsList.columns),
      cursor: posts.cursor,
      row: posts.cursor.row, visibleRows: posts.visibleRows, search: posts.search,
      snippet: snippet, firstRow: top, into: &buffer)
    view.tabList.drawPreview(
      shown.element(at: posts.cursor.row).map { preview(in: view, of: $0) }, search: posts.search,
      into: &buffer)
  }

  /// The preview of a post beside the list: its title, number and author, and its text.
  static func preview(in view: BrowseView, of summary: PostSummary) -> ListPreview {
    let post = summary.post
    let author = summary.author?.name ?? "user \(post.userId)"
    return ListPreview(
      title: post.title, fields: [.init("Post", "\(post.id)"), .init("Author", author)],
      text: post.body)
  }

  /// Where the posts stand: the post under the cursor of those loaded, or the search's
  /// matches, and the last error with how to retry.
  static func status(_ posts: PostsScreen.State, in view: BrowseView) -> (String, String?) {
    if let text = posts.searchStatus {
      guard let failure = posts.allPosts?.posts.failure else { return (text, nil) }
      let message =
        view.state.isOffline
        ? failure.browserMessage(at: view.now)
        : "/ to retry: \(failure.browserMessage(at: view.now))"
      return (text, message)
    }
    let feed = posts.feed
    let failure = feed.failure.map(view.retryText)
    guard !feed.items.isEmpty else { return ("posts", failure) }
    let loaded = feed.items.count
    let total = feed.shownTotal.map(String.init) ?? "\(loaded)+"
    let id = posts.shownRows.element(at: posts.cursor.row)?.post.id.rawValue
    var text = view.position("post", id: id, row: posts.cursor.row, of: total)
    if feed.hasMore {
      text += " · \(loaded) loaded"
    }
    if feed.isLoading {
      text += " · \(view.spinner) loading"
    }
    return (text, failure)
  }
}

extension PostsList {
  /// A line for `post` when `search` matches its body but not its title: the body around the
  /// match, at most `width` cells.
  static func snippet(for post: PostSummary, search: SearchText, width: Int) -> String? {
    guard !search.isEmpty, !search.matches([post.post.title]) else { return nil }
    return MatchSnippet.snippet(label: "body", of: post.post.body, search: search, width: width)
  }
}
