import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TerminalViews

/// `app user <id>`: a user's details, albums and to-do summary.
struct UserCommand: AppCommand, Hashable {
  static let id: Argument<User.ID> = CommandLineValues.idArgument(of: "user")

  static let spec = CommandSpec(
    name: "user",
    summary: "Show a user's details, albums and to-do summary",
    arguments: [id.spec],
    examples: ["user 1 --sample", "user 1 --json --sample"]
  )

  var id: User.ID

  init(id: User.ID) {
    self.id = id
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    id = try parsed.requiredValue(of: Self.id)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.showJSONPlaceholder { [id] screen in
      await screen.detail(
        UserDetailFeature(),
        from: UserDetailFeature.State(userID: id),
        sending: [.load],
        loading: "Loading user \(id)…",
        detail: \.detail
      ) { UserDetailView(state: $0).render(options: $1) }
    }
  }
}
