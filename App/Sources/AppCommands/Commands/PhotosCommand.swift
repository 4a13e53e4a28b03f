import ArgumentParsing
import Features
import Models
import NetworkClient
import TerminalUI

/// `app photos [--album ID]`: a page of photos.
struct PhotosCommand: AppCommand, Hashable {
  static let album: Option<Album.ID> = CommandLineValues.idOption(
    "album", summary: "Only the photos in this album")

  static let spec = CommandSpec(
    name: "photos",
    summary: "List the photos: id, title and image URL",
    options: [album.spec] + ListOptions.commandLineOptions,
    examples: ["photos --album 1 --sample", "photos --page 3 --per-page 20 --sample"]
  )

  var query = PhotoQuery()

  init(query: PhotoQuery = PhotoQuery()) {
    self.query = query
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    query = PhotoQuery(
      albumID: try parsed.value(of: Self.album), options: try ListOptions(parsing: parsed))
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.show { [query] screen in
      await screen.list(
        PhotosFeature(), from: PhotosFeature.State(query: query), sending: [.load],
        noun: .photo, page: \.page
      ) { PhotosView(state: $0).render(options: $1) }
    }
  }
}
