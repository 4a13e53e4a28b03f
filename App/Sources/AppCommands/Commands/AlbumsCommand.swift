import ArgumentParsing
import ClientCommandLine
import Features
import JSONPlaceholderFeatures
import NetworkClient
import TerminalKit
import TerminalViews

/// `app albums [--user ID]`: a page of albums.
struct AlbumsCommand: AppCommand, Hashable {
  static let spec = CommandSpec(
    name: "albums",
    summary: "List the albums",
    options: [SharedOptions.user.spec] + RecordQuery.commandLineOptions,
    examples: ["albums --sample", "albums --user 1 --sample"]
  )

  var query = AlbumQuery()

  init(query: AlbumQuery = AlbumQuery()) {
    self.query = query
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    query = AlbumQuery(
      userID: try parsed.value(of: SharedOptions.user), list: try RecordQuery(parsing: parsed))
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.showJSONPlaceholder { [query] screen in
      await screen.list(
        AlbumsFeature(), from: AlbumsFeature.State(query: query), sending: [.load],
        noun: .album, page: \.page
      ) { AlbumsView(state: $0).render(options: $1) }
    }
  }
}
