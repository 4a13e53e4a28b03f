import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TerminalViews

/// `app user create [--name NAME ...]`: creates a user, asking on a terminal for every field
/// when no option is given, and otherwise for the required ones missing.
struct UserCreateCommand: AppCommand, Hashable {
  static let options = FormOptions.userFields(required: true)

  static let spec = CommandSpec(
    name: "user create",
    summary: "Create a user (asks on a terminal for every field, or the required ones not given)",
    options: options.map(\.option.spec),
    examples: [
      "user create --name 'Ada Lovelace' --username ada --email ada@example.org --sample"
    ]
  )

  /// The fields given as options; none means none was given.
  var fields: [UserFormFeature.Field: String]

  init(fields: [UserFormFeature.Field: String]) {
    self.fields = fields
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    fields = try FormOptions.fields(of: Self.options, in: parsed)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.writeJSONPlaceholder { [fields] screen in
      await screen.create(
        UserFormFeature(), from: UserFormFeature.State(mode: .create), given: fields,
        noun: "user", label: \.label,
        optionName: { FormOptions.name(of: $0, in: Self.options) }, id: \.id.rawValue
      ) { UserFormView(state: $0).render(options: $1) }
    }
  }
}
