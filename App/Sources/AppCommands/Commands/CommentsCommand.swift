import ArgumentParsing
import ClientCommandLine
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// `app comments --post ID`: a page of the comments on a post.
struct CommentsCommand: AppCommand, Hashable {
  static let post: Option<Post.ID> = CommandLineValues.idOption(
    "post", summary: "The post whose comments to list", isRequired: true)

  static let spec = CommandSpec(
    name: "comments",
    summary: "List the comments on a post",
    options: [post.spec] + RecordQuery.commandLineOptions,
    examples: ["comments --post 7 --sample"]
  )

  var query: CommentQuery

  init(query: CommentQuery) {
    self.query = query
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    guard let postID = try parsed.value(of: Self.post) else {
      throw UsageError(
        "missing option '\(Self.post.spec.usageSynopsis)' for '\(Self.spec.name)'",
        command: Self.spec.name)
    }
    query = CommentQuery(postID: postID, list: try RecordQuery(parsing: parsed))
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.showJSONPlaceholder { [query] screen in
      await screen.list(
        CommentsFeature(), from: CommentsFeature.State(query: query), sending: [.load],
        noun: .comment, page: \.page
      ) { CommentsView(state: $0).render(options: $1) }
    }
  }
}
