import Features
import TerminalKit

/// The text every list view shares: a loading line, a failure, a message for an empty list,
/// or the table with header lines above and the page footer below.
public enum ListLayout {
  /// On a terminal: `header`, then the table of `items` (or `No posts.`, or
  /// `No posts match "TEXT".` when `search` found nothing), then the `PageFooter`, dim; an
  /// empty list of the whole collection has no footer; `footer`, when given, is the footer in
  /// place of the `PageFooter`. Otherwise, only the table's tab-separated rows.
  public static func lines<Item>(
    _ page: Loadable<Page<Item>>,
    items: ([Item]) -> [Item] = { $0 },
    noun: Noun,
    search: SearchText = SearchText(""),
    header: [String] = [],
    footer: String? = nil,
    options: RenderOptions,
    table: ([Item]) -> TextTable
  ) -> [String] {
    switch page {
    case .loading:
      return options.layout("Loading \(noun.plural)…")
    case .failed(let failure):
      return options.layout("Could not load \(noun.plural): \(failure.message)").map {
        options.styled($0, .error)
      }
    case .loaded(let page):
      let shown = items(page.items)
      guard options.isTerminal else { return table(shown).lines(options: options) }
      let body: [String]
      if shown.isEmpty {
        let message: String
        if let number = page.number, number > 1, (page.totalCount ?? 0) > 0 {
          message = "No \(noun.plural) on page \(number)."
        } else if search.isEmpty {
          message = "No \(noun.plural)."
        } else {
          message = "No \(noun.plural) match \"\(search.text)\"."
        }
        body = options.layout(message)
      } else {
        body = table(shown).lines(options: options)
      }
      guard !shown.isEmpty || page.number != nil else { return header + body }
      let footer = footer ?? PageFooter.text(for: page, shownCount: shown.count, noun: noun)
      return header + body
        + [options.styled(footer.truncated(toDisplayWidth: options.lineWidth), .dim)]
    }
  }
}
