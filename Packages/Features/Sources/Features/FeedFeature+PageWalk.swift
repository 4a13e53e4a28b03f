import HTTPClient

extension FeedFeature.State {
  /// The walk of the pages loaded (`PageWalk`), going on after the last of them: the feed's
  /// pages are its state, so the walk is made of them each time a page comes.
  var walk: PageWalk<Item> {
    PageWalk(after: loadedPages, startingWith: lastPageStart, size: pageSize)
  }

  /// The first item of the last page loaded; `nil` for none, or an empty page.
  private var lastPageStart: Item? {
    guard let count = pageItemCounts.last, count > 0, count <= items.count else { return nil }
    return items[items.count - count]
  }

  /// Takes `page`, asked for with `continuation`, by `PageWalk`'s rules: appends it unless it
  /// repeats the page before it, and ends the feed where the walk ends. A walk that ends
  /// short of the last page (a page repeated, a next page asked for before, too many pages)
  /// fails the feed with why, so that the list never looks complete when it is not. Whether
  /// the pages go on.
  mutating func take(_ page: Page<Item>, askedWith continuation: PageContinuation?) -> Bool {
    var walk = self.walk
    let step = walk.follow(page, askedWith: continuation)
    guard case .end(let end) = step else {
      append(page)
      return true
    }
    if end.keepsPage {
      append(page)
      next = nil
    }
    if !end.isComplete {
      mode = .failed(LoadFailure(message: end.description))
    }
    return false
  }

  /// Takes `page`, the answer to one request of `pages` (several pages of ``pageSize`` from
  /// an offset or a number), as the pages of ``pageSize`` it holds, each asked for as the
  /// remaining pages' first was and advanced; the next page is the one after them unless
  /// `page` says that none follows. Whether the pages go on.
  mutating func take(_ page: Page<Item>, splitting pages: FeedFeature.RemainingPages) -> Bool {
    var start = page.items.startIndex
    repeat {
      let end =
        page.items.index(start, offsetBy: pageSize, limitedBy: page.items.endIndex)
        ?? page.items.endIndex
      let number = loadedPages + 1
      let isLast = end == page.items.endIndex && page.next == nil
      var slice = Page(
        items: Array(page.items[start..<end]), totalCount: page.totalCount,
        next: isLast ? nil : pages.continuation(of: number + 1, size: pageSize))
      slice.lastPage = lastPage
      guard take(slice, askedWith: pages.continuation(of: number, size: pageSize)) else {
        return false
      }
      start = end
    } while start < page.items.endIndex
    return true
  }
}
