import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TerminalViews

/// `app post <id>`: a post, its author and its comments.
struct PostCommand: AppCommand, Hashable {
  static let id: Argument<Post.ID> = CommandLineValues.idArgument(of: "post")

  static let spec = CommandSpec(
    name: "post",
    summary: "Show a post, its author and its comments",
    arguments: [id.spec],
    examples: ["post 7 --sample", "post 7 --base-url http://127.0.0.1:3000"]
  )

  var id: Post.ID

  init(id: Post.ID) {
    self.id = id
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    id = try parsed.requiredValue(of: Self.id)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.showJSONPlaceholder { [id] screen in
      await screen.detail(
        PostDetailFeature(),
        from: PostDetailFeature.State(postID: id),
        sending: [.load],
        loading: "Loading post \(id)…",
        detail: \.detail
      ) { PostDetailView(state: $0).render(options: $1) }
    }
  }
}
