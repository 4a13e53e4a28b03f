import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The comments list as text: a table of `ID  NAME  EMAIL  BODY` with a footer, tab-separated
/// rows for other programs, or what is happening instead.
///
/// ```
/// ID  NAME                 EMAIL               BODY
///  1  id labore ex et qu…  Eliseo@gardner.biz  laudantium enim quasi est…
/// 5 comments
/// ```
///
/// On a terminal a body shows its first line, cut to fit. The footer and messages are those of
/// every list (see ``PostsListView``). When `RenderOptions.isTerminal` is false, each comment
/// is one line `id<TAB>name<TAB>email<TAB>body` with the whole body, its line breaks as spaces.
/// Text from the server is sanitized (see `sanitizedForTerminal`).
public struct CommentsView: Sendable {
  public var state: CommentsFeature.State

  public init(state: CommentsFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    ListLayout.lines(state.page, noun: .comment, options: options) { comments in
      TextTable(
        columns: [
          TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil),
          TextTable.Column("NAME"),
          TextTable.Column("EMAIL"),
          TextTable.Column("BODY"),
        ],
        rows: comments.map { comment in
          [
            TextTable.Cell(comment.id.description),
            TextTable.Cell(comment.name),
            TextTable.Cell(comment.email),
            TextTable.Cell(comment.body),
          ]
        }
      )
    }
    .joined(separator: "\n")
  }
}
