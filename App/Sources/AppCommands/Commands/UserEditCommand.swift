import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TerminalViews

/// `app user edit <id> [--name NAME ...]`: changes a user's fields, asking on a terminal when no
/// option is given.
struct UserEditCommand: AppCommand, Hashable {
  static let options = FormOptions.userFields(required: false)

  static let spec = CommandSpec(
    name: "user edit",
    summary: "Change a user's fields (asks on a terminal when no option is given)",
    arguments: [UserCommand.id.spec],
    options: options.map(\.option.spec),
    examples: ["user edit 2 --email renee@atelier.example --sample"]
  )

  var id: User.ID
  /// The fields given as options; none means none was given.
  var fields: [UserFormFeature.Field: String]

  init(id: User.ID, fields: [UserFormFeature.Field: String]) {
    self.id = id
    self.fields = fields
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    id = try parsed.requiredValue(of: UserCommand.id)
    fields = try FormOptions.fields(of: Self.options, in: parsed)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.writeJSONPlaceholder { [id, fields] screen in
      await screen.edit(
        UserEditFeature(), id: id, given: fields, noun: "user", label: \.label,
        optionName: { FormOptions.name(of: $0, in: Self.options) }
      ) { UserFormView(state: $0).render(options: $1) }
    }
  }
}
