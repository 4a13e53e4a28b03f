import ArgumentParsing

/// The command-line interface of `app`: its commands and global options.
public enum AppCommandLine {
  /// The default API root.
  public static let defaultBaseURL = "https://jsonplaceholder.typicode.com"

  /// The environment variable that sets the API root when `--base-url` is not given.
  public static let baseURLVariable = "APP_BASE_URL"

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
      summary: "List every post with its author",
      examples: ["posts --sample", "posts --json | jq '.[0]'"]
    ),
    CommandSpec(
      name: "post",
      summary: "Show a post, its author and its comments",
      arguments: [ArgumentSpec(name: "id", summary: "The post's id, a positive whole number")],
      examples: ["post 7 --sample", "post 7 --base-url http://127.0.0.1:3000"]
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

  private static let help = CommandSpec(
    name: "help",
    summary: "Show help for the program or a command",
    arguments: [
      ArgumentSpec(
        name: "command",
        summary: "The command to explain",
        isOptional: true,
        allowedValues: workCommands.map(\.name) + ["help"]
      )
    ],
    examples: ["help post"]
  )

  /// The full specification.
  public static let spec = CommandLineSpec(
    programName: AppVersion.programName,
    commands: commands,
    globalOptions: globalOptions
  )
}
