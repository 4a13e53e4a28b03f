import NetworkClient

/// The posts list as text: a table of `ID  TITLE  AUTHOR` with a summary line, tab-separated
/// rows for other programs, or what is happening instead.
///
/// On a terminal:
///
/// ```
/// ID  TITLE            AUTHOR
///  1  sunt aut facere  Leanne Graham
///  2  qui est esse     Ervin Howell
/// 2 posts
/// ```
///
/// The table is a ``TextTable``: columns are measured in terminal cells, the header is bold and
/// the summary dim, and the widest of the title and author columns shrinks first so that no line
/// is wider than ``RenderOptions/width``. When ``RenderOptions/isTerminal`` is false, each post is
/// one line `id<TAB>title<TAB>author` with the full values (an unknown author is empty), and
/// there is no header, summary or style. Text from the server is sanitized (see
/// ``Swift/String/sanitizedForTerminal``).
public struct PostsListView: Sendable {
  /// The state to show.
  public var state: PostsListFeature.State

  /// Creates a view of `state`.
  public init(state: PostsListFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break. An empty list is
  /// empty text when not writing to a terminal.
  public func render(options: RenderOptions) -> String {
    lines(options: options).joined(separator: "\n")
  }

  private func lines(options: RenderOptions) -> [String] {
    switch state.posts {
    case .loading:
      return options.layout("Loading posts…")
    case .failed(let failure):
      return options.layout("Could not load posts: \(failure.message)").map {
        options.styled($0, .error)
      }
    case .loaded(let summaries) where summaries.isEmpty:
      return options.isTerminal ? options.layout("No posts.") : []
    case .loaded(let summaries):
      let table = table(summaries, options: options).lines(options: options)
      guard options.isTerminal else { return table }
      let count = summaries.count == 1 ? "1 post" : "\(summaries.count) posts"
      return table + [options.styled(count.truncated(toDisplayWidth: options.lineWidth), .dim)]
    }
  }

  private func table(_ summaries: [PostSummary], options: RenderOptions) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil),
        TextTable.Column("TITLE"),
        TextTable.Column("AUTHOR"),
      ],
      rows: summaries.map { summary in
        [
          TextTable.Cell(summary.post.id.description),
          TextTable.Cell(summary.post.title),
          summary.author.map { TextTable.Cell($0.name) }
            ?? TextTable.Cell(options.isTerminal ? "unknown" : "", style: .dim),
        ]
      }
    )
  }
}
