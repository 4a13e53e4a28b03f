import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// `app post delete <id> [--yes]`: deletes a post, asking first on a terminal unless `--yes`.
struct PostDeleteCommand: AppCommand, Hashable {
  static let spec = CommandSpec(
    name: "post delete",
    summary: "Delete a post (names it and asks first on a terminal unless --yes)",
    arguments: [PostCommand.id.spec],
    options: [SharedOptions.yes.spec],
    examples: ["post delete 7 --yes --sample"]
  )

  var id: Post.ID
  /// Whether `--yes` was given.
  var isConfirmed: Bool

  init(id: Post.ID, isConfirmed: Bool) {
    self.id = id
    self.isConfirmed = isConfirmed
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    id = try parsed.requiredValue(of: PostCommand.id)
    isConfirmed = parsed.isSet(SharedOptions.yes)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.writeJSONPlaceholder { [id, isConfirmed] screen in
      await screen.delete(
        .post(id), confirmed: isConfirmed, confirmingFlag: SharedOptions.yes.spec.usageSynopsis,
        name: { try await $0.post(id).title })
    }
  }
}
