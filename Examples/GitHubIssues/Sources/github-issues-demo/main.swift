import ArgumentParsing
import Features
import Foundation
import GitHubIssues
import GitHubIssuesLive
import GitHubIssuesServer
import HTTPClient
import HTTPClientLive
import Synchronization
import TerminalKit

// `github-issues-demo`: the issue screens as text against GitHub's REST API, or a server that
// speaks its contract.

/// Where errors go: TerminalKit writes each on one line after the program's name, so that what
/// a server or an issue's author wrote in one cannot change the terminal.
let console = Console.live(
  environment: ProcessInfo.processInfo.environment, programName: "github-issues-demo")

/// Reports `message` on the console's standard error and ends the program with `status`.
func fail(_ message: String, status: Int32) -> Never {
  console.reportError(message)
  TerminationStatus(rawValue: status).exitProgram()
}

let command: DemoCommand
do throws(UsageError) {
  command = try DemoCommand(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  console.reportError(error.message)
  console.writeError(DemoCommand.usage + "\n")
  TerminationStatus(rawValue: 2).exitProgram()
}

/// The command on the issues, and where they are; the other commands end the program.
let issues: (action: DemoCommand.Action, baseURL: URL, repository: Repository, storage: String?)
switch command {
case .help:
  print(DemoCommand.usage)
  exit(0)

case .serve(let host, let port, let served, let token, let rateLimit):
  do {
    let server = try GitHubIssuesServer(
      host: host, port: port, owner: served.owner, repository: served.name,
      accounts: [GitHubAccount(token: token, login: "ada")], issues: DemoRepository.issues,
      rateLimit: rateLimit)
    FileHandle.standardOutput.write(
      Data("serving the issues of \(served) at \(server.baseURL) to the token \(token)\n".utf8))
    while true {
      try await Task.sleep(for: .seconds(3_600))
    }
  } catch {
    fail("cannot serve: \(error)", status: 1)
  }

case .issues(let action, let baseURL, let repository, let storage):
  issues = (action, baseURL, repository, storage)
}

let repository = issues.repository
guard let token = ProcessInfo.processInfo.environment["GITHUB_TOKEN"],
  !token.allSatisfy(\.isWhitespace)
else { fail("set GITHUB_TOKEN to a token of the API", status: 2) }
let storage =
  issues.storage.map { CacheDirectory(root: URL(fileURLWithPath: $0)) }
  ?? CacheDirectory.standard(
    named: "github-issues-demo", environment: ProcessInfo.processInfo.environment)
let session = GitHubSession.session(
  baseURL: issues.baseURL, token: token,
  cache: storage.map { .disk(directory: $0.directory(for: issues.baseURL)) } ?? .disabled)
let client = ResourceClient.live(GitHubResources.openIssues(in: repository), session: session)

/// Where the reads' answers came from, so that a screen from stored answers says so.
let sources = Mutex<[ReadSource]>([])
let observer = ReadSourceObserver { source in sources.withLock { $0.append(source) } }

/// Prints `lines`, and a note when stored answers stood in for a server that failed.
func show(_ lines: [String]) {
  print(lines.joined(separator: "\n"))
  let stale = sources.withLock { $0 }.compactMap { source -> (Date, NetworkError)? in
    guard case .storedInPlaceOfServer(let date, let error, _) = source else { return nil }
    return (date, error)
  }
  if let oldest = stale.min(by: { $0.0 < $1.0 }) {
    let stored = Date.ISO8601FormatStyle().format(oldest.0)
    print("Stored at \(stored), shown since the server failed: \(oldest.1.description)")
  }
}

switch issues.action {
case .list(let pages, let perPage):
  let store = Store(
    initialState: IssuesFeedFeature.State(pageSize: perPage),
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

case .search(let words, let page, let perPage):
  let query = RecordQuery(words, page: PageRequest(continuation: .number(page), size: perPage))
  let store = Store(
    initialState: IssueSearchFeature.State(searchingOnServer: query),
    reducer: IssueSearchFeature(client: client, clock: ContinuousClock()))
  await ReadSourceObserver.$current.withValue(observer) { await store.send(.list(.load)) }
  let state = await store.state
  show(IssueSearchScreen.lines(state))
  if state.result.failure != nil { exit(1) }

case .create(let fields):
  let store = Store(
    initialState: IssueForm(fields: fields), reducer: IssueFormFeature(saving: client))
  await store.send(.submit)
  let state = await store.state
  print(IssueFormScreen.lines(state).joined(separator: "\n"))
  if state.status.savedResource == nil { exit(1) }

case .close(let number, let confirmed):
  let issue: Issue
  do {
    issue = try await client.record("\(number.rawValue)")
  } catch {
    fail(LoadFailure(error).message, status: 1)
  }
  guard issue.state == .open else {
    print(CloseIssueScreen.alreadyClosed(issue))
    exit(0)
  }
  let store = Store(
    initialState: CloseIssueFeature.State(target: issue),
    reducer: CloseIssueFeature(client: client))
  await store.send(.delete)
  if confirmed {
    await store.send(.confirm)
  } else {
    let question = CloseIssueScreen.line(await store.state)
    FileHandle.standardError.write(Data("\(question) [y/N] ".utf8))
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
    await store.send(answer == "y" || answer == "yes" ? .confirm : .cancel)
  }
  let state = await store.state
  print(CloseIssueScreen.line(state))
  if case .failed = state.status { exit(1) }

case .browse(let perPage):
  guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    fail("browse needs a terminal", status: 2)
  }
  exit(await browse(repository, through: session, pageSize: perPage))
}
