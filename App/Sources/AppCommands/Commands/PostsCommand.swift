import ArgumentParsing
import ClientCommandLine
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// `app posts [--user ID] [--search TEXT]`: a page of posts with their authors, kept when their
/// title or body matches the search.
struct PostsCommand: AppCommand, Hashable {
  static let search = SharedOptions.search(matching: "title or body")

  static let spec = CommandSpec(
    name: "posts",
    summary: "List the posts with their authors",
    options: [SharedOptions.user.spec, search.spec] + RecordQuery.commandLineOptions,
    examples: [
      "posts --sample", "posts --user 2 --sample", "posts --search tea --sample",
      "posts --page 2 --per-page 10 --sample", "posts --json | jq '.[0]'",
    ]
  )

  var query = PostQuery()
  var search = ""

  init(query: PostQuery = PostQuery(), search: String = "") {
    self.query = query
    self.search = search
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    query = PostQuery(
      userID: try parsed.value(of: SharedOptions.user), list: try RecordQuery(parsing: parsed))
    search = try parsed.value(of: Self.search) ?? ""
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.showJSONPlaceholder { [self] screen in
      await screen.list(
        PostsListFeature(),
        from: PostsListFeature.State(query: query, searchText: search),
        sending: [.list(.load)],
        noun: .post,
        page: \.result,
        search: search
      ) { PostsListView(state: $0).render(options: $1) }
    }
  }
}
