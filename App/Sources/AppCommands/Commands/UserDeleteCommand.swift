import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// `app user delete <id> [--yes]`: deletes a user, asking first on a terminal unless `--yes`.
struct UserDeleteCommand: AppCommand, Hashable {
  static let spec = CommandSpec(
    name: "user delete",
    summary: "Delete a user (names them and asks first on a terminal unless --yes)",
    arguments: [UserCommand.id.spec],
    options: [SharedOptions.yes.spec],
    examples: ["user delete 2 --yes --sample"]
  )

  var id: User.ID
  /// Whether `--yes` was given.
  var isConfirmed: Bool

  init(id: User.ID, isConfirmed: Bool) {
    self.id = id
    self.isConfirmed = isConfirmed
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    id = try parsed.requiredValue(of: UserCommand.id)
    isConfirmed = parsed.isSet(SharedOptions.yes)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.writeJSONPlaceholder { [id, isConfirmed] screen in
      await screen.delete(
        .user(id), confirmed: isConfirmed, confirmingFlag: SharedOptions.yes.spec.usageSynopsis,
        name: { try await $0.user(id).name })
    }
  }
}
