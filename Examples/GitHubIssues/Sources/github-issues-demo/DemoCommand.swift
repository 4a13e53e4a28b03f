import ArgumentParsing
import Foundation
import GitHubIssues

/// What the command line asks of the demo, read with `ArgumentParsing`: each option declared
/// once, typed and limited to the commands that take it, so that a word that does not fit is a
/// `UsageError` naming it.
enum DemoCommand {
  /// `serve`: `repository`'s issues at `host` and `port` (0 picks a free port), to `token`,
  /// `rateLimit` requests an hour.
  case serve(host: String, port: Int, repository: Repository, token: String, rateLimit: Int)
  /// A command on `repository`'s issues at `baseURL`, its answers kept in `storage`, or in the
  /// user's cache folder when it is `nil`.
  case issues(Action, baseURL: URL, repository: Repository, storage: String?)
  /// `--help`, with a command or without.
  case help

  /// What a command does with the issues.
  enum Action {
    /// `list`: `pages` pages (`Int.max` for all) of `perPage` open issues.
    case list(pages: Int, perPage: Int)
    /// `search WORDS...`: page `page` of GitHub's search, `perPage` issues a page.
    case search(words: String, page: Int, perPage: Int)
    /// `create`: a new issue of the fields given, the others empty.
    case create(IssueForm.Fields)
    /// `close NUMBER`, asking first unless `confirmed` (`--yes`).
    case close(Issue.Number, confirmed: Bool)
    /// `browse`: the open issues full screen, `perPage` a page.
    case browse(perPage: Int)
  }

  static let usage = """
    usage: github-issues-demo serve [--host HOST] [--port PORT] [--repo OWNER/REPO] [--token TOKEN] [--rate-limit N]
           github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] list [--pages N|all] [--per-page M]
           github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] search WORDS... [--page N] [--per-page M]
           github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] create --title TITLE [--body TEXT]
           github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] close NUMBER [--yes]
           github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] browse [--per-page M]
           github-issues-demo --help
    the token is read from GITHUB_TOKEN; answers are kept in --storage DIR (by default the user's
    cache folder), apart for each token, and no token is written there
    browse shows the open issues full screen (x closes one, ? lists the keys, q quits, Ctrl-C
    interrupts); it needs a terminal
    exit status: 0 done, 1 the server failed or refused, 2 bad arguments, 130 interrupted
    """

  /// Reads `words`, the command line without the program's name.
  ///
  /// - Throws: `UsageError` for an unknown command or option, an option the command does not
  ///   take or one without its value, a missing or extra word, or a value out of its range.
  init(parsing words: [String]) throws(UsageError) {
    let parsed = try Self.commandLine.parse(words)
    if parsed.isSet(Self.helpFlag) {
      self = .help
    } else if parsed.command == "serve" {
      self = .serve(
        host: try parsed.value(of: Self.host) ?? "127.0.0.1",
        port: try parsed.value(of: Self.port) ?? 0,
        repository: try parsed.value(of: Self.servedRepository)
          ?? Repository(owner: "octo", name: "harbour"),
        token: try parsed.value(of: Self.token) ?? "demo-token",
        rateLimit: try parsed.value(of: Self.rateLimit) ?? 5_000)
    } else if let baseURL = try parsed.value(of: Self.baseURL),
      let repository = try parsed.value(of: Self.repository)
    {
      self = .issues(
        try Self.action(parsed), baseURL: baseURL, repository: repository,
        storage: try parsed.value(of: Self.storage))
    } else {
      // The parser has made sure that the other commands are given both options.
      throw UsageError("a command is needed: serve, list, search, create, close or browse")
    }
  }

  /// What the command of `parsed`, one that works on the issues, asks for.
  private static func action(_ parsed: ParsedArguments) throws(UsageError) -> Action {
    let perPage = try parsed.value(of: Self.perPage) ?? 30
    switch parsed.command {
    case "list":
      return .list(pages: try parsed.value(of: pages) ?? 1, perPage: perPage)
    case "search":
      return .search(
        words: try parsed.values(of: words, from: 0).joined(separator: " "),
        page: try parsed.value(of: page) ?? 1, perPage: perPage)
    case "create":
      return .create(
        IssueForm.Fields(
          title: try parsed.value(of: title) ?? "", body: try parsed.value(of: body) ?? ""))
    case "close":
      return .close(try parsed.requiredValue(of: issueNumber), confirmed: parsed.isSet(yes))
    default:
      return .browse(perPage: perPage)
    }
  }

  private static let commandLine = CommandLineSpec(
    programName: "github-issues-demo",
    commands: [
      CommandSpec(
        name: "serve", summary: "Serve a repository's issues",
        options: [host.spec, port.spec, servedRepository.spec, token.spec, rateLimit.spec]),
      issuesCommand("list", "List the open issues", options: [pages.spec, perPage.spec]),
      issuesCommand(
        "search", "Search the open issues", arguments: [words.spec],
        options: [page.spec, perPage.spec]),
      issuesCommand("create", "Open an issue", options: [title.spec, body.spec]),
      issuesCommand(
        "close", "Close an issue", arguments: [issueNumber.spec], options: [yes.spec]),
      issuesCommand("browse", "Browse the open issues full screen", options: [perPage.spec]),
    ],
    globalOptions: [helpFlag.spec])

  /// A command on the issues of a repository of a server: it takes the options that name them.
  private static func issuesCommand(
    _ name: String, _ summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec]
  ) -> CommandSpec {
    CommandSpec(
      name: name, summary: summary, arguments: arguments,
      options: [baseURL.spec, repository.spec, storage.spec] + options)
  }

  private static let helpFlag = Flag(
    "help", short: "h", summary: "Print the usage", isInformational: true)

  private static let host = Option<String>(
    "host", valueName: "HOST", summary: "The address to serve at", defaultDescription: "127.0.0.1")

  private static let port = wholeNumber(
    "port", valueName: "PORT", summary: "The port to serve at; 0 picks a free one", in: 0...65_535,
    default: 0)

  /// `--repo` of `serve`, which has a repository of its own to serve.
  private static let servedRepository = Option<Repository>(
    "repo", valueName: "OWNER/REPO", summary: "The repository served",
    defaultDescription: "octo/harbour", expecting: "OWNER/REPO", convert: Repository.init)

  private static let token = Option<String>(
    "token", valueName: "TOKEN", summary: "The one token the server accepts",
    defaultDescription: "demo-token")

  private static let rateLimit = wholeNumber(
    "rate-limit", valueName: "N", summary: "The requests the token may make an hour",
    in: 1...1_000_000, default: 5_000)

  private static let baseURL = Option<URL>(
    "base-url", valueName: "URL", summary: "The root of GitHub's REST API, or of `serve`",
    isRequired: true, expecting: "an http or https URL"
  ) { text in
    URLComponents(string: text).flatMap { components in
      components.host != nil && ["http", "https"].contains(components.scheme) ? components.url : nil
    }
  }

  /// `--repo` of the commands on the issues, which have no repository to assume.
  private static let repository = Option<Repository>(
    "repo", valueName: "OWNER/REPO", summary: "The repository of the issues", isRequired: true,
    expecting: "OWNER/REPO", convert: Repository.init)

  private static let storage = Option<String>(
    "storage", valueName: "DIR", summary: "Where answers are kept, apart for each token",
    defaultDescription: "the user's cache folder")

  private static let perPage = wholeNumber(
    "per-page", valueName: "M", summary: "How many issues a page holds", in: 1...100, default: 30)

  private static let page = wholeNumber(
    "page", valueName: "N", summary: "Which page of the results to show", in: 1...100, default: 1)

  /// `--pages N`, or `all`, read as `Int.max`: how many `next` links of the `Link` header `list`
  /// follows, where `search` asks for one numbered page.
  private static let pages = Option<Int>(
    "pages", valueName: "N|all", summary: "How many pages to load", defaultDescription: "1",
    expecting: "a number from 1 to 1000, or all"
  ) { text in text == "all" ? .max : Int(text).flatMap { (1...1_000).contains($0) ? $0 : nil } }

  private static let words = Argument<String>(
    "words", summary: "What to search for", noun: "word", isOptional: true, expecting: "a word"
  ) { $0 }.repeating()

  private static let title = Option<String>(
    "title", valueName: "TITLE", summary: "The issue's title, which GitHub requires")

  private static let body = Option<String>(
    "body", valueName: "TEXT", summary: "What the issue says")

  private static let issueNumber = Argument<Issue.Number>(
    "number", summary: "The issue's number", noun: "issue number",
    expecting: "a positive whole number"
  ) { Int($0).flatMap { $0 > 0 ? Issue.Number(rawValue: $0) : nil } }

  private static let yes = Flag("yes", summary: "Close without asking")

  /// `--name N`, a whole number from `range`; help shows `fallback` as what it is when not given.
  private static func wholeNumber(
    _ name: String, valueName: String, summary: String, in range: ClosedRange<Int>,
    default fallback: Int
  ) -> Option<Int> {
    Option(
      name, valueName: valueName, summary: summary, defaultDescription: "\(fallback)",
      expecting: "a number from \(range.lowerBound) to \(range.upperBound)"
    ) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
  }
}
