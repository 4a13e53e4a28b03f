import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The photos list as text: a table of `ID  TITLE  URL` (the full-size image's address) with a
/// footer, tab-separated rows for other programs, or what is happening instead.
///
/// ```
/// ID  TITLE                          URL
///  1  accusamus beatae ad facilis…   https://via.placeholder.com/600/92c952
/// 50 photos
/// ```
///
/// The title gives up its cells before the address does. The footer and messages are those of
/// every list (see ``PostsListView``). When `RenderOptions.isTerminal` is false, each photo is
/// one line `id<TAB>title<TAB>url`. Text from the server is sanitized (see
/// `sanitizedForTerminal`).
public struct PhotosView: Sendable {
  public var state: PhotosFeature.State

  public init(state: PhotosFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    ListLayout.lines(state.page, noun: .photo, options: options) { photos in
      TextTable(
        columns: [
          TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil),
          TextTable.Column("TITLE", shrinkPriority: 2),
          TextTable.Column("URL", shrinkPriority: 1),
        ],
        rows: photos.map { photo in
          [
            TextTable.Cell(photo.id.description),
            TextTable.Cell(photo.title),
            TextTable.Cell(photo.url),
          ]
        }
      )
    }
    .joined(separator: "\n")
  }
}
