import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The posts list as text: a table of `ID  TITLE  AUTHOR` with a footer, tab-separated rows for
/// other programs, or what is happening instead.
///
/// On a terminal:
///
/// ```
/// ID  TITLE            AUTHOR
///  1  sunt aut facere  Leanne Graham
///  2  qui est esse     Ervin Howell
/// page 1 of 50 (100 posts)
/// ```
///
/// The rows are `PostsListFeature.State.visiblePosts`. The footer counts the posts shown
/// (`2 posts`) or, for a page, places it in the collection (`page 1 of 50 (100 posts)`, or
/// `page 1` when the server did not give the total); a page past the end shows `No posts.` above
/// it, and a search that found nothing `No posts match "TEXT".`. The table is a ``TextTable``:
/// columns are measured in terminal cells, the header is bold and the footer dim, and the widest
/// of the title and author columns shrinks first so that no line is wider than
/// `RenderOptions.width`. When `RenderOptions.isTerminal` is false, each post is one line
/// `id<TAB>title<TAB>author` with the full values (an unknown author is empty), and there is no
/// header, footer, message or style. Text from the server is sanitized (see
/// `sanitizedForTerminal`).
public struct PostsListView: Sendable {
  public var state: PostsListFeature.State

  public init(state: PostsListFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break. An empty list is
  /// empty text when not writing to a terminal.
  public func render(options: RenderOptions) -> String {
    ListLayout.lines(
      state.result,
      noun: .post,
      search: state.search,
      options: options
    ) { Self.table($0, options: options) }
    .joined(separator: "\n")
  }

  /// The table of `summaries`: id, title and author, each row made as it is laid out. In a
  /// narrow window the author is dropped before the title is cut short of 20 cells.
  public static func table(_ summaries: [PostSummary], options: RenderOptions) -> TextTable {
    let isTerminal = options.isTerminal
    return TextTable(
      columns: [
        TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil, importance: 2),
        TextTable.Column("TITLE", minimumWidth: 20, importance: 3),
        TextTable.Column("AUTHOR", minimumWidth: 14, importance: 1),
      ],
      rowCount: summaries.count
    ) { index in
      let summary = summaries[index]
      return [
        // The number's own digits, which its description spells, without a dynamic cast.
        TextTable.Cell(String(summary.post.id.rawValue)),
        TextTable.Cell(summary.post.title.sanitizedForTerminalLine),
        summary.author.map { TextTable.Cell($0.name.sanitizedForTerminalLine) }
          ?? TextTable.Cell(isTerminal ? "unknown" : "", style: .dim),
      ]
    }
  }
}
