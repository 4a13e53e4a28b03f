import NetworkClient

/// The posts list as terminal text: a table of `ID  TITLE  AUTHOR`, or what is happening instead.
///
/// ```
/// ID  TITLE            AUTHOR
///  1  sunt aut facere  Leanne Graham
///  2  qui est esse     Ervin Howell
/// 2 posts
/// ```
///
/// Columns are measured in terminal cells, so wide and combining characters line up. The title
/// column shrinks, and then the author column, so that no line is wider than
/// ``RenderOptions/width``; a title shows its first line only. Text from the server is sanitized
/// (see ``Swift/String/sanitizedForTerminal``).
public struct PostsListView: Sendable {
  /// The state to show.
  public var state: PostsListFeature.State

  /// Creates a view of `state`.
  public init(state: PostsListFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    lines(options: options).joined(separator: "\n")
  }

  private func lines(options: RenderOptions) -> [String] {
    switch state.posts {
    case .loading:
      return TextLayout.wrap("Loading posts…", width: options.lineWidth)
    case .failed(let failure):
      return TextLayout.wrapped(
        "Could not load posts: \(failure.message)", width: options.lineWidth
      )
      .map { options.styled($0, .error) }
    case .loaded(let summaries) where summaries.isEmpty:
      return TextLayout.wrap("No posts.", width: options.lineWidth)
    case .loaded(let summaries):
      let count = summaries.count == 1 ? "1 post" : "\(summaries.count) posts"
      return table(summaries, options: options)
        + [options.styled(count.truncated(toDisplayWidth: options.lineWidth), .dim)]
    }
  }

  private func table(_ summaries: [PostSummary], options: RenderOptions) -> [String] {
    let rows = summaries.map { summary in
      Row(
        id: summary.post.id.description,
        title: TextLayout.firstLine(of: summary.post.title),
        author: summary.author.map { TextLayout.firstLine(of: $0.name) }
      )
    }
    let columns = ColumnWidths(
      id: rows.map(\.id.displayWidth).reduce("ID".displayWidth, max),
      title: rows.map(\.title.displayWidth).reduce("TITLE".displayWidth, max),
      author: rows.map(\.authorText.displayWidth).reduce("AUTHOR".displayWidth, max),
      fittingIn: options.lineWidth
    )
    let header = columns.line(id: "ID", title: "TITLE", author: "AUTHOR")
    return [options.styled(header, .bold)]
      + rows.map { row in
        columns.line(id: row.id, title: row.title, author: row.authorText) { author in
          row.author == nil ? options.styled(author, .dim) : author
        }
      }
  }
}

/// One post as the table shows it.
private struct Row {
  var id: String
  var title: String
  var author: String?

  var authorText: String { author ?? "unknown" }
}

/// The widths of the table's columns, fitted to a line width.
private struct ColumnWidths {
  static let gap = "  "
  /// The narrowest author column worth showing: two letters and the `…` that says it was cut.
  static let minimumAuthor = 3

  var id: Int
  var title: Int
  var author: Int

  /// Fits columns of the given natural widths into `width` cells: the title shrinks first, down
  /// to two thirds of the room left by the ID column, then the author. The author column is
  /// dropped when it would be narrower than ``minimumAuthor``, and the title when it has no room.
  init(id: Int, title: Int, author: Int, fittingIn width: Int) {
    self.id = min(id, width)
    let room = width - self.id - 2 * Self.gap.count
    let fittedAuthor = min(author, max(room / 3, room - title))
    if fittedAuthor >= Self.minimumAuthor {
      self.author = fittedAuthor
      self.title = min(title, room - fittedAuthor)
    } else {
      self.author = 0
      self.title = min(title, max(0, width - self.id - Self.gap.count))
    }
  }

  /// A table line: the ID right-aligned, the title and the author truncated to their columns.
  ///
  /// `authorStyle` styles the author once it has been fitted, so styles never count as width.
  func line(
    id: String, title: String, author: String, authorStyle: (String) -> String = { $0 }
  ) -> String {
    var line = id.truncated(toDisplayWidth: self.id).leftPadded(toDisplayWidth: self.id)
    if self.title > 0 {
      let fittedTitle = title.truncated(toDisplayWidth: self.title)
      line +=
        Self.gap + (self.author > 0 ? fittedTitle.padded(toDisplayWidth: self.title) : fittedTitle)
    }
    if self.author > 0 {
      line += Self.gap + authorStyle(author.truncated(toDisplayWidth: self.author))
    }
    return line
  }
}
