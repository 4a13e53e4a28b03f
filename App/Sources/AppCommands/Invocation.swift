import ArgumentParsing
import Foundation
import Models
import NetworkClient

/// What one run of the program was asked to do, parsed and validated from its command line.
public enum Invocation: Sendable, Hashable {
  /// Show help for the program, or for the named command.
  case help(command: String?)
  /// Show the version.
  case version
  /// Print the completion script for a shell.
  case completion(CompletionShell)
  /// Run a command.
  case run(Command, Settings)
  /// Run a command that changes data on the server.
  case write(WriteCommand, Settings)

  /// A command that talks to the API.
  public enum Command: Sendable, Hashable {
    /// `app posts [--user ID] [--search TEXT]`: a page of posts, kept when their title or body
    /// matches `search`.
    case posts(PostQuery = PostQuery(), search: String = "")
    /// `app post <id>`
    case post(Post.ID)
    /// `app users [--owner ID] [--search TEXT]`: a page of users, with each owner selected in
    /// turn (the last one stays selected), kept when they match `search`.
    case users(UserQuery = UserQuery(), owners: [User.ID] = [], search: String = "")
    /// `app user <id>`
    case user(User.ID)
    /// `app albums [--user ID]`
    case albums(AlbumQuery = AlbumQuery())
    /// `app photos [--album ID]`
    case photos(PhotoQuery = PhotoQuery())
    /// `app comments --post ID`
    case comments(CommentQuery)
    /// `app todos [--user ID] [--done | --pending]`
    case todos(TodoQuery = TodoQuery())
  }

  /// Where the data comes from and how it is shown.
  public struct Settings: Sendable, Hashable {
    /// The API the data comes from.
    public var source: DataSource
    /// Whether to print the view or JSON.
    public var format: OutputFormat
    /// When to colour what is printed (`--color`).
    public var color: ColorChoice
    /// Whether long output on a terminal may go through a pager (false with `--no-pager`).
    public var usesPager: Bool
    /// The overall deadline for the command's network work (`--timeout`, `$APP_TIMEOUT`).
    public var timeout: Duration
    /// How many more times a read is tried after a transient failure (`--retries`).
    public var retries: Int
    /// The largest response accepted, in bytes (`--max-size`).
    public var maximumResponseSize: Int

    /// The deadline when neither `--timeout` nor `$APP_TIMEOUT` is given.
    public static let defaultTimeout = Duration.seconds(30)
    /// The extra tries when `--retries` is not given.
    public static let defaultRetries = 2
    /// The largest response accepted when `--max-size` is not given: 16 MiB.
    public static let defaultMaximumResponseSize = 16 << 20

    /// Creates settings.
    public init(
      source: DataSource,
      format: OutputFormat,
      color: ColorChoice = .auto,
      usesPager: Bool = true,
      timeout: Duration = defaultTimeout,
      retries: Int = defaultRetries,
      maximumResponseSize: Int = defaultMaximumResponseSize
    ) {
      self.source = source
      self.format = format
      self.color = color
      self.usesPager = usesPager
      self.timeout = timeout
      self.retries = retries
      self.maximumResponseSize = maximumResponseSize
    }
  }

  /// The API the data comes from.
  public enum DataSource: Sendable, Hashable {
    /// A JSONPlaceholder-compatible server at this root.
    case remote(URL)
    /// The built-in sample API, answering each request after `latency`.
    case sample(latency: Duration)
  }

  /// How results are printed.
  public enum OutputFormat: Sendable, Hashable {
    /// The terminal view.
    case view
    /// The data as JSON.
    case json
  }
}

extension Invocation {
  /// Parses and validates `arguments` (without the program name).
  ///
  /// - Parameter environment: The process environment, for `APP_BASE_URL`.
  /// - Throws: ``UsageError`` with a one-line message naming the offending word.
  public init(arguments: [String], environment: [String: String]) throws(UsageError) {
    let spec = AppCommandLine.spec
    let parsed = try spec.parse(arguments)

    if parsed.hasFlag("help") {
      self = .help(command: parsed.command == "help" ? Self.helpTopic(parsed) : parsed.command)
      return
    }
    if parsed.hasFlag("version") {
      self = .version
      return
    }

    switch parsed.command {
    case nil:
      self = .help(command: nil)
    case "help":
      let topic = Self.helpTopic(parsed)
      if let topic, spec.command(named: topic) == nil {
        throw UsageError("unknown command '\(topic)'", command: "help")
      }
      self = .help(command: topic)
    case "completion":
      guard let shell = parsed.arguments.first.flatMap(CompletionShell.init(rawValue:)) else {
        throw UsageError("missing <shell> for 'completion'", command: "completion")
      }
      self = .completion(shell)
    case let name?:
      if let write = try WriteCommand.parse(name, parsed) {
        self = .write(write, try Settings(parsed, environment: environment, command: name))
        return
      }
      guard let command = try Self.command(name, parsed) else {
        throw UsageError("unknown command '\(name)'")
      }
      self = .run(command, try Settings(parsed, environment: environment, command: name))
    }
  }

  /// The command `help` explains: `post`, or `user create` for `help user create`.
  private static func helpTopic(_ parsed: ParsedArguments) -> String? {
    parsed.arguments.isEmpty ? nil : parsed.arguments.joined(separator: " ")
  }

  /// The API command `name` with its arguments and options, or `nil` when there is none.
  private static func command(
    _ name: String,
    _ parsed: ParsedArguments
  ) throws(UsageError) -> Command? {
    let values = CommandLineValues(parsed: parsed, command: name)
    switch name {
    case "posts":
      return .posts(
        PostQuery(userID: try values.id(of: "user"), options: try values.listOptions()),
        search: values.text(of: "search"))
    case "post":
      return .post(try values.argumentID(named: "post"))
    case "users":
      return .users(
        UserQuery(options: try values.listOptions()),
        owners: try values.ids(of: "owner"),
        search: values.text(of: "search"))
    case "user":
      return .user(try values.argumentID(named: "user"))
    case "albums":
      return .albums(
        AlbumQuery(userID: try values.id(of: "user"), options: try values.listOptions()))
    case "photos":
      return .photos(
        PhotoQuery(albumID: try values.id(of: "album"), options: try values.listOptions()))
    case "comments":
      guard let postID: Post.ID = try values.id(of: "post") else {
        throw UsageError("missing option '--post ID' for 'comments'", command: name)
      }
      return .comments(CommentQuery(postID: postID, options: try values.listOptions()))
    case "todos":
      if parsed.hasFlag("done") && parsed.hasFlag("pending") {
        throw UsageError("options '--done' and '--pending' cannot be used together", command: name)
      }
      var query = TodoQuery(userID: try values.id(of: "user"), options: try values.listOptions())
      query.completed = parsed.hasFlag("done") ? true : parsed.hasFlag("pending") ? false : nil
      return .todos(query)
    default:
      return nil
    }
  }
}
extension Invocation.Settings {
  init(
    _ parsed: ParsedArguments,
    environment: [String: String],
    command: String
  ) throws(UsageError) {
    let format: Invocation.OutputFormat = parsed.hasFlag("json") ? .json : .view
    let color = parsed.value(of: "color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
    let usesPager = !parsed.hasFlag("no-pager")
    let latencyText = parsed.value(of: "latency")

    if parsed.hasFlag("sample") {
      if parsed.value(of: "base-url") != nil {
        throw UsageError(
          "options '--base-url' and '--sample' cannot be used together", command: command)
      }
      var latency = Duration.zero
      if let latencyText {
        guard let parsedLatency = Duration(commandLineArgument: latencyText) else {
          throw UsageError(
            "invalid duration '\(latencyText)' for '--latency' (expected e.g. 300ms or 1.5s)",
            command: command)
        }
        latency = parsedLatency
      }
      self.init(
        source: .sample(latency: latency), format: format, color: color, usesPager: usesPager)
      try readTransferLimits(parsed, environment: environment, command: command)
      return
    }

    if latencyText != nil {
      throw UsageError("option '--latency' only applies with '--sample'", command: command)
    }
    let baseURL: URL
    if let text = parsed.value(of: "base-url") {
      baseURL = try Self.baseURL(text, origin: "'--base-url'", command: command)
    } else if let text = environment[AppCommandLine.baseURLVariable], !text.isEmpty {
      baseURL = try Self.baseURL(
        text, origin: "$\(AppCommandLine.baseURLVariable)", command: command)
    } else {
      baseURL = try Self.baseURL(AppCommandLine.defaultBaseURL, origin: "default", command: command)
    }
    self.init(source: .remote(baseURL), format: format, color: color, usesPager: usesPager)
    try readTransferLimits(parsed, environment: environment, command: command)
  }

  /// Reads `--timeout` (or `$APP_TIMEOUT`), `--retries` and `--max-size`, keeping the defaults
  /// for those not given.
  private mutating func readTransferLimits(
    _ parsed: ParsedArguments,
    environment: [String: String],
    command: String
  ) throws(UsageError) {
    let timeoutText =
      parsed.value(of: "timeout")
      ?? environment[AppCommandLine.timeoutVariable].flatMap { $0.isEmpty ? nil : $0 }
    if let timeoutText {
      guard let value = Duration(commandLineArgument: timeoutText), value > .zero else {
        throw Self.invalidValue(
          timeoutText, for: "timeout", expected: "a duration such as 30s or 1.5s",
          command: command)
      }
      timeout = value
    }
    if let text = parsed.value(of: "retries") {
      guard text.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let value = Int(text) else {
        throw Self.invalidValue(
          text, for: "retries", expected: "a whole number such as 0 or 3", command: command)
      }
      retries = value
    }
    if let text = parsed.value(of: "max-size") {
      guard let value = Int(byteCountArgument: text) else {
        throw Self.invalidValue(
          text, for: "max-size", expected: "a size such as 500k, 16M or 1G", command: command)
      }
      maximumResponseSize = value
    }
  }

  private static func invalidValue(
    _ text: String,
    for option: String,
    expected: String,
    command: String
  ) -> UsageError {
    UsageError("invalid value '\(text)' for '--\(option)' (expected \(expected))", command: command)
  }

  private static func baseURL(
    _ text: String,
    origin: String,
    command: String
  ) throws(UsageError) -> URL {
    if let port = portText(of: text), !port.isEmpty,
      CommandLineValues.positiveInteger(String(port)).map({ $0 > 65535 }) ?? true
    {
      throw UsageError(
        "invalid port '\(port)' in base URL '\(text)' from \(origin) (expected 1 to 65535)",
        command: command)
    }
    let invalid = UsageError(
      "invalid base URL '\(text)' from \(origin) (expected http:// or https:// and a host)",
      command: command)
    guard var components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty,
      components.query == nil, components.fragment == nil
    else {
      throw invalid
    }
    components.scheme = scheme
    guard let url = components.url else {
      throw invalid
    }
    return url
  }

  /// The port written in `text`'s authority, such as `3000` in `http://[::1]:3000/api`, or `nil`
  /// when it has none.
  private static func portText(of text: String) -> Substring? {
    guard let schemeEnd = text.range(of: "://") else { return nil }
    let rest = text[schemeEnd.upperBound...]
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    let afterHost = hostAndPort.split(separator: "]", omittingEmptySubsequences: false).last ?? ""
    guard let colon = afterHost.lastIndex(of: ":") else { return nil }
    return afterHost[afterHost.index(after: colon)...]
  }
}
