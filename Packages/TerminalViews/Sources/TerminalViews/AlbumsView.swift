import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The albums list as text: a table of `ID  TITLE  USER` (the owner's id) with a footer,
/// tab-separated rows for other programs, or what is happening instead.
///
/// ```
/// ID  TITLE                       USER
///  1  quidem molestiae enim          1
///  2  sunt qui excepturi placeat     1
/// page 1 of 50 (100 albums)
/// ```
///
/// The footer and messages are those of every list (see ``PostsListView``). When
/// `RenderOptions.isTerminal` is false, each album is one line `id<TAB>title<TAB>userId`.
/// Text from the server is sanitized (see `sanitizedForTerminal`).
public struct AlbumsView: Sendable {
  public var state: AlbumsFeature.State

  public init(state: AlbumsFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    ListLayout.lines(state.page, noun: .album, options: options, table: Self.table)
      .joined(separator: "\n")
  }

  /// The table of `albums`: id, title and owner.
  public static func table(_ albums: [Album]) -> TextTable {
    table(
      albums,
      owner: TextTable.Column("USER", alignment: .trailing, shrinkPriority: nil, importance: 1)
    ) {
      $0.userId.description
    }
  }

  /// The table of `albums` with their owners named as `ownerNames` says, as the posts name
  /// their author: `ID  TITLE  OWNER`; an owner without a name shows their id. In a narrow
  /// window the owner is dropped before the title is cut short of 20 cells.
  public static func table(_ albums: [Album], ownerNames: [User.ID: String]) -> TextTable {
    table(albums, owner: TextTable.Column("OWNER", minimumWidth: 14, importance: 1)) {
      ownerNames[$0.userId] ?? $0.userId.description
    }
  }

  private static func table(
    _ albums: [Album], owner: TextTable.Column, ownerText: (Album) -> String
  ) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil, importance: 2),
        TextTable.Column("TITLE", minimumWidth: 20, importance: 3),
        owner,
      ],
      rows: albums.map { album in
        [
          TextTable.Cell(album.id.description), TextTable.Cell(album.title),
          TextTable.Cell(ownerText(album)),
        ]
      }
    )
  }
}
