import ArgumentParsing
import ClientCommandLine
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// `app photos [--album ID] [--grid]`: a page of photos, as a table or a grid of colour tiles.
struct PhotosCommand: AppCommand, Hashable {
  static let album: Option<Album.ID> = CommandLineValues.idOption(
    "album", summary: "Only the photos in this album")
  static let grid = Flag(
    "grid", summary: "Show the photos as tiles: a swatch of each one's colour over its title")

  static let spec = CommandSpec(
    name: "photos",
    summary: "List the photos: id, title and image URL",
    options: [album.spec, grid.spec] + RecordQuery.commandLineOptions,
    examples: [
      "photos --album 1 --sample", "photos --album 1 --grid --sample",
      "photos --page 3 --per-page 20 --sample",
    ]
  )

  var query = PhotoQuery()
  /// Whether the photos are shown as a grid of tiles rather than a table.
  var showsGrid = false

  init(query: PhotoQuery = PhotoQuery(), showsGrid: Bool = false) {
    self.query = query
    self.showsGrid = showsGrid
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    query = PhotoQuery(
      albumID: try parsed.value(of: Self.album), list: try RecordQuery(parsing: parsed))
    showsGrid = parsed.isSet(Self.grid)
    if showsGrid, parsed.isSet(GlobalOptions.json) {
      throw UsageError(
        "options '--\(Self.grid.spec.name)' and '--\(GlobalOptions.json.spec.name)' cannot be used together",
        command: Self.spec.name)
    }
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let depth = ColorDepth(usesColor: true, environment: context.environment)
    return try await context.showJSONPlaceholder { [query, showsGrid] screen in
      await screen.list(
        PhotosFeature(), from: PhotosFeature.State(query: query), sending: [.load],
        noun: .photo, page: \.page
      ) { state, options in
        showsGrid
          ? PhotoGridView(state: state).render(options: options, depth: depth)
          : PhotosView(state: state).render(options: options)
      }
    }
  }
}
