import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TerminalViews

/// `app post create [--user ID] [--title TEXT] [--body TEXT]`: creates a post, asking on a
/// terminal for the fields not given; a body of `-` is read from standard input.
struct PostCreateCommand: AppCommand, Hashable {
  static let options: [(option: Option<String>, field: PostFormFeature.Field)] = [
    (Option("user", valueName: "ID", summary: "The author's id (required)"), .userId),
    (Option("title", valueName: "TEXT", summary: "The title (required)"), .title),
    (
      Option(
        "body", valueName: "TEXT",
        summary:
          "The text (required); - reads it from stdin; asked on a terminal, an empty answer "
          + "opens $VISUAL or $EDITOR"),
      .body
    ),
  ]

  static let spec = CommandSpec(
    name: "post create",
    summary: "Create a post (asks on a terminal for the fields not given)",
    options: options.map(\.option.spec),
    examples: [
      "post create --user 1 --title Hello --body 'First post' --sample",
      "post create --user 1 --title Notes --body - < notes.txt",
    ]
  )

  /// The fields given as options; none means none was given.
  var fields: [PostFormFeature.Field: String]

  init(fields: [PostFormFeature.Field: String]) {
    self.fields = fields
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    fields = try FormOptions.fields(of: Self.options, in: parsed)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.writeJSONPlaceholder { [fields] screen in
      await screen.create(
        PostFormFeature(), from: PostFormFeature.State(mode: .create),
        given: screen.readingBody(fields), noun: "post", label: \.label,
        optionName: { FormOptions.name(of: $0, in: Self.options) }, editorField: .body,
        id: \.id.rawValue
      ) { PostFormView(state: $0).render(options: $1) }
    }
  }
}
