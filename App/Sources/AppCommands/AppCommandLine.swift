import ArgumentParsing

/// The command-line interface of `app`: its commands, in the order help lists them, and its
/// global options.
public enum AppCommandLine {
  /// The commands other than `help`.
  static let workCommands: [any AppCommand.Type] = [
    PostsCommand.self, PostCommand.self, PostCreateCommand.self, PostEditCommand.self,
    PostDeleteCommand.self, UsersCommand.self, UserCommand.self, UserCreateCommand.self,
    UserEditCommand.self, UserDeleteCommand.self, AlbumsCommand.self, PhotosCommand.self,
    CommentsCommand.self, TodosCommand.self, GetCommand.self, CreateCommand.self,
    EditCommand.self, DeleteCommand.self, BrowseCommand.self,
    CacheInfoCommand.self, CacheClearCommand.self, SettingsCommand.self,
    SettingsShowCommand.self, ServeCommand.self, CompletionCommand.self,
  ]

  static let commandTypes: [any AppCommand.Type] = workCommands + [HelpCommand.self]

  public static let commands: [CommandSpec] = commandTypes.map { $0.spec }

  public static let globalOptions: [OptionSpec] = GlobalOptions.all

  public static let spec = CommandLineSpec(
    programName: AppVersion.programName, commands: commands, globalOptions: globalOptions)

  /// The command named `name`, such as `post` or `user create`.
  static func command(named name: String) -> (any AppCommand.Type)? {
    commandTypes.first { $0.spec.name == name }
  }
}
