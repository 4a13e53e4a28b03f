extension PageWalk {
  /// The items of every page of a list, from the one `first` asks for, each page after it
  /// asked for with `fetch` as the page before names it, until the walk ends by its rules: for
  /// a program that needs a whole list, however the server pages it. Cancelling the task stops
  /// the reading between pages.
  ///
  /// ```swift
  /// let notes = [1, 2, 3, 4, 5]
  /// let read = try await PageWalk<Int>.read(from: PageRequest(size: 2)) { request in
  ///   let start = request.offset ?? 0
  ///   let end = min(start + request.size, notes.count)
  ///   return Page(items: Array(notes[start..<end]), next: end < notes.count ? .offset(end) : nil)
  /// }
  /// // read.items == [1, 2, 3, 4, 5], read.pages == 3, read.end == .lastPage
  /// ```
  ///
  /// - Throws: what `fetch` throws, or `CancellationError`; the pages read before are not
  ///   returned.
  public static func read(
    from first: PageRequest, fetch: (PageRequest) async throws -> Page<Item>
  ) async throws -> WalkedPages<Item> {
    var walk = PageWalk(size: first.size)
    var (items, request, totalCount): ([Item], PageRequest, Int?) = ([], first, nil)
    while true {
      try Task.checkCancellation()
      let page = try await fetch(request)
      let step = walk.follow(page, askedWith: request.continuation)
      if case .end(let end) = step, !end.keepsPage {
        return WalkedPages(items: items, pages: walk.pages, totalCount: totalCount, end: end)
      }
      items += page.items
      totalCount = page.totalCount ?? totalCount
      switch step {
      case .next(let next):
        request = PageRequest(continuation: next, size: first.size)
      case .end(let end):
        return WalkedPages(items: items, pages: walk.pages, totalCount: totalCount, end: end)
      }
    }
  }
}

/// What a reading of every page of a list read (`PageWalk.read(from:fetch:)`): the items of
/// the pages kept, in order, and why the reading ended.
public struct WalkedPages<Item: Sendable & Hashable>: Sendable, Hashable {
  public var items: [Item]
  /// How many pages were kept.
  public var pages: Int
  /// The count of the whole list the last page that gave one stated; `nil` when none did.
  public var totalCount: Int?
  /// Why the reading ended: `PageWalk.End.isComplete` when it read every page there is.
  public var end: PageWalk<Item>.End

  /// Whether the items are the whole list, as far as the pages tell: the reading ended where
  /// the pages did (`PageWalk.End.isComplete`), with no fewer items than the total stated.
  public var isComplete: Bool {
    end.isComplete && totalCount.map { items.count >= $0 } ?? true
  }
}
