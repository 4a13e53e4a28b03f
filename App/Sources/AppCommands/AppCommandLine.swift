import ArgumentParsing
import Features
import NetworkClient
import TerminalUI

/// The command-line interface of `app`: its commands and global options.
public enum AppCommandLine {
  /// The default API root.
  public static let defaultBaseURL = NetworkClient.defaultBaseURL.absoluteString

  /// The environment variable that sets the API root when `--base-url` is not given.
  public static let baseURLVariable = "APP_BASE_URL"

  /// The environment variable that sets the deadline when `--timeout` is not given.
  public static let timeoutVariable = "APP_TIMEOUT"

  /// Options every command accepts.
  public static let globalOptions: [OptionSpec] = [
    .value(
      "base-url",
      valueName: "URL",
      summary: "Root of the API to talk to (also $\(baseURLVariable))",
      defaultDescription: defaultBaseURL
    ),
    .flag("sample", summary: "Use the built-in sample API instead of the network"),
    .value(
      "latency",
      valueName: "DURATION",
      summary: "Delay each sample API request, e.g. 300ms or 1.5s (with --sample)",
      defaultDescription: "0"
    ),
    .value(
      "timeout",
      valueName: "DURATION",
      summary: "Give up on the network after this long, e.g. 10s (also $\(timeoutVariable))",
      defaultDescription: "30s"
    ),
    .value(
      "retries",
      valueName: "N",
      summary: "Try a read N more times after a transient failure; 0 turns retries off",
      defaultDescription: "2"
    ),
    .value(
      "max-size",
      valueName: "SIZE",
      summary: "Refuse responses larger than SIZE bytes; units k, M, G (or KiB, MiB, GiB)",
      defaultDescription: "16MiB"
    ),
    .flag("json", summary: "Print the loaded data as JSON instead of the view"),
    .value(
      "color",
      valueName: "WHEN",
      summary: "When to use colour: auto (on a terminal), always or never",
      defaultDescription: ColorChoice.auto.rawValue,
      allowedValues: ColorChoice.allCases.map(\.rawValue)
    ),
    .flag(
      "no-pager",
      summary: "Print long output directly, not through the pager ($PAGER)"
    ),
    .flag(
      "help", short: "h", summary: "Show help for the program or a command", isInformational: true
    ),
    .flag("version", summary: "Show the version", isInformational: true),
  ]

  /// The commands.
  public static let commands: [CommandSpec] = workCommands + [help]

  /// The commands other than `help`.
  private static let workCommands: [CommandSpec] = [
    CommandSpec(
      name: "posts",
      summary: "List the posts with their authors",
      options: [userOption, searchOption(matching: "title or body")] + pageOptions,
      examples: [
        "posts --sample", "posts --user 2 --sample", "posts --search tea --sample",
        "posts --page 2 --per-page 10 --sample", "posts --json | jq '.[0]'",
      ]
    ),
    CommandSpec(
      name: "post",
      summary: "Show a post, its author and its comments",
      arguments: [postID],
      examples: ["post 7 --sample", "post 7 --base-url http://127.0.0.1:3000"]
    ),
    CommandSpec(
      name: "post create",
      summary: "Create a post (asks for each field on a terminal when no option is given)",
      options: [
        .value("user", valueName: "ID", summary: "The author's id (required)"),
        .value("title", valueName: "TEXT", summary: "The title (required)"),
        .value("body", valueName: "TEXT", summary: "The text (required); - reads it from stdin"),
      ],
      examples: [
        "post create --user 1 --title Hello --body 'First post' --sample",
        "post create --user 1 --title Notes --body - < notes.txt",
      ]
    ),
    CommandSpec(
      name: "post edit",
      summary: "Change a post's title or body (asks on a terminal when no option is given)",
      arguments: [postID],
      options: [
        .value("title", valueName: "TEXT", summary: "The new title"),
        .value("body", valueName: "TEXT", summary: "The new text; - reads it from stdin"),
      ],
      examples: ["post edit 7 --title 'A better title' --sample"]
    ),
    CommandSpec(
      name: "post delete",
      summary: "Delete a post (asks first on a terminal unless --yes)",
      arguments: [postID],
      options: [yesOption],
      examples: ["post delete 7 --yes --sample"]
    ),
    CommandSpec(
      name: "users",
      summary: "List the users: id, name, email, city and company",
      options: [
        .value(
          "owner",
          valueName: "ID",
          summary: "Show the list for this user: without them, in reverse order"
        ),
        searchOption(matching: "name, username, email or address"),
      ] + pageOptions,
      examples: ["users --sample", "users --owner 3 --sample", "users --search paris --sample"]
    ),
    CommandSpec(
      name: "user",
      summary: "Show a user's details, albums and to-do summary",
      arguments: [userID],
      examples: ["user 1 --sample", "user 1 --json --sample"]
    ),
    CommandSpec(
      name: "user create",
      summary: "Create a user (asks for each field on a terminal when no option is given)",
      options: userFieldOptions(required: true),
      examples: [
        "user create --name 'Ada Lovelace' --username ada --email ada@example.org --sample"
      ]
    ),
    CommandSpec(
      name: "user edit",
      summary: "Change a user's fields (asks on a terminal when no option is given)",
      arguments: [userID],
      options: userFieldOptions(required: false),
      examples: ["user edit 2 --email renee@atelier.example --sample"]
    ),
    CommandSpec(
      name: "user delete",
      summary: "Delete a user (asks first on a terminal unless --yes)",
      arguments: [userID],
      options: [yesOption],
      examples: ["user delete 2 --yes --sample"]
    ),
    CommandSpec(
      name: "albums",
      summary: "List the albums",
      options: [userOption] + pageOptions,
      examples: ["albums --sample", "albums --user 1 --sample"]
    ),
    CommandSpec(
      name: "photos",
      summary: "List the photos: id, title and image URL",
      options: [
        .value("album", valueName: "ID", summary: "Only the photos in this album")
      ] + pageOptions,
      examples: ["photos --album 1 --sample", "photos --page 3 --per-page 20 --sample"]
    ),
    CommandSpec(
      name: "comments",
      summary: "List the comments on a post",
      options: [
        .value(
          "post", valueName: "ID", summary: "The post whose comments to list", isRequired: true)
      ] + pageOptions,
      examples: ["comments --post 7 --sample"]
    ),
    CommandSpec(
      name: "todos",
      summary: "List the to-dos, all of them or only the done or the pending ones",
      options: [
        userOption,
        .flag("done", summary: "Only the to-dos that are done"),
        .flag("pending", summary: "Only the to-dos that are not done yet"),
      ] + pageOptions,
      examples: ["todos --user 1 --pending --sample", "todos --done --json --sample"]
    ),
    CommandSpec(
      name: "completion",
      summary: "Print a completion script for a shell: bash, zsh or fish",
      arguments: [
        ArgumentSpec(
          name: "shell",
          summary: "The shell: bash, zsh or fish",
          allowedValues: CompletionShell.allCases.map(\.rawValue)
        )
      ],
      examples: [
        "completion bash > ~/.local/share/bash-completion/completions/app",
        "completion zsh > ~/.zfunc/_app",
        "completion fish > ~/.config/fish/completions/app.fish",
      ]
    ),
  ]

  /// The `<id>` of the post commands.
  private static let postID = ArgumentSpec(
    name: "id", summary: "The post's id, a positive whole number")

  /// The `<id>` of the user commands.
  private static let userID = ArgumentSpec(
    name: "id", summary: "The user's id, a positive whole number")

  /// `--yes`, which deletes without asking.
  private static let yesOption = OptionSpec.flag(
    "yes", summary: "Do not ask for confirmation (required when stdin is not a terminal)")

  /// The option of each user field, by the option's name: `--name`, `--street`, ...
  static let userFieldOptionNames: [(option: String, field: UserFormFeature.Field)] = [
    ("name", .name), ("username", .username), ("email", .email), ("phone", .phone),
    ("website", .website), ("street", .street), ("suite", .suite), ("city", .city),
    ("zipcode", .zipcode), ("company", .company),
  ]

  /// The options of the user form; `required` marks the fields a new user must have.
  private static func userFieldOptions(required: Bool) -> [OptionSpec] {
    userFieldOptionNames.map { option, field in
      let isRequired = required && field.rule != .none
      return .value(
        option, valueName: "TEXT",
        summary: FieldLabel.text(for: field) + (isRequired ? " (required)" : ""))
    }
  }

  /// `--user ID`, shared by the lists that can show one user's items.
  private static let userOption = OptionSpec.value(
    "user", valueName: "ID", summary: "Only the items of the user with this id")

  /// `--search TEXT`, whose summary says which fields it looks in.
  private static func searchOption(matching fields: String) -> OptionSpec {
    .value(
      "search",
      valueName: "TEXT",
      summary: "Only those whose \(fields) contains TEXT (ignoring case and accents)"
    )
  }

  /// `--page N` and `--per-page M`, accepted by every list.
  private static let pageOptions: [OptionSpec] = [
    .value("page", valueName: "N", summary: "Show page N, from 1 (_page)"),
    .value(
      "per-page",
      valueName: "M",
      summary: "Show M items per page (_limit); alone, it means page 1",
      defaultDescription: "10 with --page"
    ),
  ]

  private static let help = CommandSpec(
    name: "help",
    summary: "Show help for the program or a command",
    arguments: [
      ArgumentSpec(
        name: "command",
        summary: "The command to explain",
        isOptional: true,
        allowedValues: CommandLineSpec(
          programName: AppVersion.programName, commands: workCommands, globalOptions: []
        ).commandWords + ["help"]
      ),
      ArgumentSpec(
        name: "subcommand", summary: "The sub-command to explain, such as create", isOptional: true
      ),
    ],
    examples: ["help post", "help user create"]
  )

  /// The full specification.
  public static let spec = CommandLineSpec(
    programName: AppVersion.programName,
    commands: commands,
    globalOptions: globalOptions
  )
}
