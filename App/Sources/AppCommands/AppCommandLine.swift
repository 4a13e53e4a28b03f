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
    .flag(
      "help", short: "h", summary: "Show help for the program or a command", isInformational: true
    ),
    .flag("version", summary: "Show the version", isInformational: true),
  ]

  /// The commands.
  public static let commands: [CommandSpec] = [
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
      name: "help",
      summary: "Show help for the program or a command",
      arguments: [
        ArgumentSpec(name: "command", summary: "The command to explain", isOptional: true)
      ],
      examples: ["help post"]
    ),
  ]

  /// The full specification.
  public static let spec = CommandLineSpec(
    programName: AppVersion.programName,
    commands: commands,
    globalOptions: globalOptions
  )
}
