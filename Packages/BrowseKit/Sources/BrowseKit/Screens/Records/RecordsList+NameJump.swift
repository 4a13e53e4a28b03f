import Features
import ScreenKit

/// What `:RESOURCE TEXT` finds among a resource's records (``NameJump``), and what Tab
/// completes it with.
extension RecordsList {
  /// The names or titles of the records loaded, as their screens are titled.
  public static func names(_ state: RecordsScreen.State) -> [String] {
    state.feed.items.compactMap(\.name)
  }

  /// The record whose id is `text`; else, once every record is loaded, the first whose name or
  /// title is `text`, then the first whose name or title `text` starts, ignoring case and
  /// accents (`SearchRank`, up to `SearchRank/nameStart`: a name that only holds the text
  /// is not taken for the record meant). While pages remain, a record not among those loaded may be the one, so the jump
  /// waits for them (`BrowseCommandLine/settleJump(_:)` asks for them); a failure to read
  /// them is said.
  public static func find(_ text: String, in state: RecordsScreen.State) -> NameJump.Outcome? {
    let feed = state.feed
    if feed.items.contains(where: { $0.id == text }) { return .found(text) }
    if let failure = feed.failure { return .failed(failure.browserMessage) }
    guard !feed.isLoading, !state.isPaged, feed.loadedPages > 0 else { return .waiting }
    let search = SearchText(text)
    let found = search.best(of: feed.items) { row in
      row.id.flatMap { id in
        search.rank(id: id, name: row.name.map(FoldedText.init))
          .flatMap { $0 <= .nameStart ? $0 : nil }
      }
    }
    return found?.id.map(NameJump.Outcome.found) ?? NameJump.Outcome.none
  }

  /// Whether a jump waiting on the list must ask for the pages that remain: none is being
  /// read, and no failure stopped them.
  static func jumpNeedsRemainingPages(_ state: RecordsScreen.State) -> Bool {
    state.isPaged && !state.feed.isLoading && state.feed.failure == nil
  }
}
