import Features
import Foundation
import GitHubIssues
import GitHubIssuesLive
import GitHubIssuesServer
import HTTPClient
import HTTPClientLive
import Synchronization

/// `github-issues-demo`: the issue screens as text against GitHub's REST API, or a server that
/// speaks its contract.
let usage = """
  usage: github-issues-demo serve [--host HOST] [--port PORT] [--repo OWNER/REPO] [--token TOKEN] [--rate-limit N]
         github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] list [--pages N|all] [--per-page M]
         github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] search WORDS... [--page N] [--per-page M]
         github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] create --title TITLE [--body TEXT]
         github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] close NUMBER [--yes]
         github-issues-demo --base-url URL --repo OWNER/REPO [--storage DIR] browse [--per-page M]
         github-issues-demo --help
  the token is read from GITHUB_TOKEN; answers are kept in --storage DIR (by default the user's
  cache folder), apart for each token, and no token is written there
  browse shows the open issues full screen (q quits, Ctrl-C interrupts); it needs a terminal
  exit status: 0 done, 1 the server failed or refused, 2 bad arguments, 130 interrupted
  """

/// Prints `message` on standard error and exits with `status`.
func exit(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

/// A whole number from `range` given to `option`, or `fallback` when it is not given.
func number(_ option: String, in range: ClosedRange<Int>, fallback: Int) -> Int {
  guard let text = arguments.value(of: option) else { return fallback }
  guard let value = Int(text), range.contains(value) else {
    exit(
      "github-issues-demo: \(option) takes a number from \(range.lowerBound) to \(range.upperBound)",
      status: 2)
  }
  return value
}

/// The repository `--repo` names.
func repositoryOption() -> Repository {
  guard let text = arguments.value(of: "--repo"), let repository = Repository(text) else {
    exit("github-issues-demo: --repo takes OWNER/REPO\n" + usage, status: 2)
  }
  return repository
}

let arguments = DemoArguments(CommandLine.arguments.dropFirst())
if arguments.wantsHelp {
  print(usage)
  exit(0)
}
if let problem = arguments.problem {
  exit("github-issues-demo: \(problem)\n" + usage, status: 2)
}
guard let command = arguments.command else { exit(usage, status: 2) }

if command == "serve" {
  let host = arguments.value(of: "--host") ?? "127.0.0.1"
  let port = number("--port", in: 0...65_535, fallback: 0)
  let served =
    arguments.value(of: "--repo").map { _ in repositoryOption() }
    ?? Repository(owner: "octo", name: "harbour")
  let token = arguments.value(of: "--token") ?? "demo-token"
  do {
    let server = try GitHubIssuesServer(
      host: host, port: port, owner: served.owner, repository: served.name,
      accounts: [GitHubAccount(token: token, login: "ada")], issues: DemoRepository.issues,
      rateLimit: number("--rate-limit", in: 1...1_000_000, fallback: 5_000))
    FileHandle.standardOutput.write(
      Data("serving the issues of \(served) at \(server.baseURL) to the token \(token)\n".utf8))
    while true {
      try await Task.sleep(for: .seconds(3_600))
    }
  } catch {
    exit("github-issues-demo: cannot serve: \(error)", status: 1)
  }
}

guard let base = arguments.value(of: "--base-url"), let baseURL = URL(string: base),
  baseURL.scheme == "http" || baseURL.scheme == "https", baseURL.host != nil
else { exit("github-issues-demo: --base-url takes an http or https URL\n" + usage, status: 2) }
let repository = repositoryOption()
guard let token = ProcessInfo.processInfo.environment["GITHUB_TOKEN"],
  !token.allSatisfy(\.isWhitespace)
else { exit("github-issues-demo: set GITHUB_TOKEN to a token of the API", status: 2) }
let storage =
  arguments.value(of: "--storage").map { CacheDirectory(root: URL(fileURLWithPath: $0)) }
  ?? CacheDirectory.standard(
    named: "github-issues-demo", environment: ProcessInfo.processInfo.environment)
let client = GitHubIssuesClient.live(
  GitHubSession.session(
    baseURL: baseURL, token: token,
    cache: storage.map { .disk(directory: $0.directory(for: baseURL)) } ?? .disabled),
  repository: repository)

/// Where the reads' answers came from, so that a screen from stored answers says so.
let sources = Mutex<[ReadSource]>([])
let observer = ReadSourceObserver { source in sources.withLock { $0.append(source) } }

/// Prints `lines`, and a note when stored answers stood in for a server that failed.
func show(_ lines: [String]) {
  print(lines.joined(separator: "\n"))
  let stale = sources.withLock { $0 }.compactMap { source -> (Date, NetworkError)? in
    guard case .storedInPlaceOfServer(let date, let error) = source else { return nil }
    return (date, error)
  }
  if let oldest = stale.min(by: { $0.0 < $1.0 }) {
    let stored = Date.ISO8601FormatStyle().format(oldest.0)
    print("Stored at \(stored), shown since the server failed: \(oldest.1.description)")
  }
}

switch command {
case "list":
  let pagesText = arguments.value(of: "--pages") ?? "1"
  let pages = pagesText == "all" ? Int.max : number("--pages", in: 1...1_000, fallback: 1)
  let store = Store(
    initialState: IssuesFeedFeature.State(
      pageSize: number("--per-page", in: 1...100, fallback: 30)),
    reducer: IssuesFeedFeature(client: client))
  var loaded = 0
  while loaded < pages {
    let before = await store.state.loadedPages
    await ReadSourceObserver.$current.withValue(observer) { await store.send(.loadNextPage) }
    let state = await store.state
    guard state.loadedPages > before, state.hasMore else { break }
    loaded += 1
  }
  let state = await store.state
  show(IssuesScreen.lines(state, of: repository))
  if state.failure != nil { exit(1) }

case "search":
  let words = arguments.positional.joined(separator: " ")
  let query = IssueSearchQuery(
    text: words, page: number("--page", in: 1...100, fallback: 1),
    perPage: number("--per-page", in: 1...100, fallback: 30))
  let store = Store(
    initialState: IssueSearchFeature.State(searchingOnServer: query),
    reducer: IssueSearchFeature(client: client, clock: ContinuousClock()))
  await ReadSourceObserver.$current.withValue(observer) { await store.send(.list(.load)) }
  let state = await store.state
  show(IssueSearchScreen.lines(state))
  if state.result.failure != nil { exit(1) }

case "create":
  let store = Store(initialState: IssueForm(), reducer: IssueFormFeature(client: client))
  for field in IssueForm.Field.allCases {
    if let value = arguments.value(of: "--" + field.rawValue) {
      await store.send(.setField(field, value))
    }
  }
  await store.send(.submit)
  let state = await store.state
  print(IssueFormScreen.lines(state).joined(separator: "\n"))
  if state.status.savedResource == nil { exit(1) }

case "close":
  guard let number = arguments.positional.first.flatMap(Int.init), number > 0 else {
    exit("github-issues-demo: close takes an issue's number\n" + usage, status: 2)
  }
  let issue: Issue
  do {
    issue = try await client.issue(Issue.Number(number))
  } catch {
    exit("github-issues-demo: \(LoadFailure(error).message)", status: 1)
  }
  guard issue.state == .open else {
    print(CloseIssueScreen.alreadyClosed(issue))
    exit(0)
  }
  let store = Store(
    initialState: CloseIssueFeature.State(target: issue.number),
    reducer: CloseIssueFeature(client: client))
  await store.send(.delete)
  if arguments.isSet("--yes") {
    await store.send(.confirm)
  } else {
    let question = CloseIssueScreen.line(await store.state, title: issue.title)
    FileHandle.standardError.write(Data("\(question) [y/N] ".utf8))
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
    await store.send(answer == "y" || answer == "yes" ? .confirm : .cancel)
  }
  let state = await store.state
  print(CloseIssueScreen.line(state, title: issue.title))
  if case .failed = state.status { exit(1) }

case "browse":
  guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    exit("github-issues-demo: browse needs a terminal", status: 2)
  }
  exit(
    await browse(
      client, repository: repository, pageSize: number("--per-page", in: 1...100, fallback: 30)))

default:
  exit("github-issues-demo: unknown command \(command)\n" + usage, status: 2)
}
