import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TerminalViews

/// `app post edit <id> [--title TEXT] [--body TEXT]`: changes a post's title or body, asking on
/// a terminal when no option is given.
struct PostEditCommand: AppCommand, Hashable {
  static let options: [(option: Option<String>, field: PostFormFeature.Field)] = [
    (Option("title", valueName: "TEXT", summary: "The new title"), .title),
    (
      Option(
        "body", valueName: "TEXT",
        summary:
          "The new text; - reads it from stdin; asked on a terminal, an empty answer opens "
          + "$VISUAL or $EDITOR on it"),
      .body
    ),
  ]

  static let spec = CommandSpec(
    name: "post edit",
    summary: "Change a post's title or body (asks on a terminal when no option is given)",
    arguments: [PostCommand.id.spec],
    options: options.map(\.option.spec),
    examples: ["post edit 7 --title 'A better title' --sample"]
  )

  var id: Post.ID
  /// The fields given as options; none means none was given.
  var fields: [PostFormFeature.Field: String]

  init(id: Post.ID, fields: [PostFormFeature.Field: String]) {
    self.id = id
    self.fields = fields
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    id = try parsed.requiredValue(of: PostCommand.id)
    fields = try FormOptions.fields(of: Self.options, in: parsed)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.writeJSONPlaceholder { [id, fields] screen in
      await screen.edit(
        PostEditFeature(), id: id, given: screen.readingBody(fields), noun: "post",
        label: \.label,
        optionName: { FormOptions.name(of: $0, in: Self.options) }, editorField: .body
      ) { PostFormView(state: $0).render(options: $1) }
    }
  }
}
