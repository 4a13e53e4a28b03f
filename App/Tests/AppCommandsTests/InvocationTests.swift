import AppCommands
import ArgumentParsing
import Foundation
import Models
import NetworkClient
import Testing

@Suite struct InvocationTests {
  let defaultRoot = URL(string: "https://jsonplaceholder.typicode.com")

  func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError)
    -> Invocation
  {
    try Invocation(arguments: arguments, environment: environment)
  }

  @Test func parsesThePostsListAgainstTheDefaultServer() throws {
    let root = try #require(defaultRoot)

    #expect(try parse(["posts"]) == .run(.posts(), .init(source: .remote(root), format: .view)))
  }

  @Test func parsesAPostWithJSONOnTheSampleAPI() throws {
    let invocation = try parse(["post", "7", "--sample", "--json", "--latency", "250ms"])

    #expect(
      invocation
        == .run(.post(7), .init(source: .sample(latency: .milliseconds(250)), format: .json)))
  }

  @Test func takesTheBaseURLFromTheOptionBeforeTheEnvironment() throws {
    let environment = ["APP_BASE_URL": "http://127.0.0.1:9000"]
    let fromOption = try parse(
      ["posts", "--base-url", "http://localhost:3000/api/"], environment: environment)
    let fromEnvironment = try parse(["posts"], environment: environment)

    #expect(
      fromOption
        == .run(
          .posts(),
          .init(
            source: .remote(try #require(URL(string: "http://localhost:3000/api/"))), format: .view)
        ))
    #expect(
      fromEnvironment
        == .run(
          .posts(),
          .init(source: .remote(try #require(URL(string: "http://127.0.0.1:9000"))), format: .view))
    )
  }

  @Test func ignoresAnEmptyEnvironmentVariable() throws {
    let root = try #require(defaultRoot)

    #expect(
      try parse(["posts"], environment: ["APP_BASE_URL": ""])
        == .run(.posts(), .init(source: .remote(root), format: .view)))
  }

  @Test func sampleIgnoresTheEnvironmentsBaseURL() throws {
    #expect(
      try parse(["posts", "--sample"], environment: ["APP_BASE_URL": "http://127.0.0.1:1"])
        == .run(.posts(), .init(source: .sample(latency: .zero), format: .view)))
  }

  @Test(
    arguments: [
      (["--help"], Invocation.help(command: nil)),
      (["-h"], .help(command: nil)),
      ([], .help(command: nil)),
      (["help"], .help(command: nil)),
      (["help", "post"], .help(command: "post")),
      (["post", "--help"], .help(command: "post")),
      (["post", "abc", "--help"], .help(command: "post")),
      (["--version"], .version),
      (["posts", "--version"], .version),
    ]
  )
  func parsesHelpAndVersion(arguments: [String], expected: Invocation) throws {
    #expect(try parse(arguments) == expected)
  }

  @Test(
    arguments: [
      (["post", "abc"], "invalid post id 'abc' (expected a positive whole number)"),
      (["post", "0"], "invalid post id '0' (expected a positive whole number)"),
      (["post", "-3"], "invalid post id '-3' (expected a positive whole number)"),
      (["post", "+3"], "invalid post id '+3' (expected a positive whole number)"),
      (
        ["post", "99999999999999999999"],
        "invalid post id '99999999999999999999' (expected a positive whole number)"
      ),
      (["post", "٣"], "invalid post id '٣' (expected a positive whole number)"),
      (
        ["help", "pots"],
        "unknown command 'pots' (expected posts, post, users, user, albums, photos, comments, todos, completion or help; did you mean 'posts'?)"
      ),
      (
        ["posts", "--color", "rainbow"],
        "invalid value 'rainbow' for '--color' (expected auto, always or never)"
      ),
      (
        ["posts", "--color=alwys"],
        "invalid value 'alwys' for '--color' (expected auto, always or never; did you mean 'always'?)"
      ),
      (["posts", "--color"], "option '--color' needs a value (WHEN)"),
      (["posts", "--no-pager=1"], "option '--no-pager' takes no value"),
      (["posts", "--no-pagr"], "unknown option '--no-pagr' (did you mean '--no-pager'?)"),
      (["completion"], "missing <shell> for 'completion'"),
      (["completion", "tcsh"], "unknown shell 'tcsh' (expected bash, zsh or fish)"),
      (
        ["completion", "bsh"],
        "unknown shell 'bsh' (expected bash, zsh or fish; did you mean 'bash'?)"
      ),
      (["completion", "bash", "zsh"], "unexpected argument 'zsh'"),
      (["completon"], "unknown command 'completon' (did you mean 'completion'?)"),
      (
        ["posts", "--sample", "--base-url", "http://a.test"],
        "options '--base-url' and '--sample' cannot be used together"
      ),
      (
        ["posts", "--sample", "--latency", "soon"],
        "invalid duration 'soon' for '--latency' (expected e.g. 300ms or 1.5s)"
      ),
      (["posts", "--latency", "1s"], "option '--latency' only applies with '--sample'"),
      (
        ["posts", "--base-url", "example.com"],
        "invalid base URL 'example.com' from '--base-url' (expected http:// or https:// and a host)"
      ),
      (
        ["posts", "--base-url", "http://"],
        "invalid base URL 'http://' from '--base-url' (expected http:// or https:// and a host)"
      ),
      (
        ["posts", "--base-url", "http://a.test/?q=1"],
        "invalid base URL 'http://a.test/?q=1' from '--base-url' (expected http:// or https:// and a host)"
      ),
    ]
  )
  func rejects(arguments: [String], message: String) {
    #expect {
      try parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message == message
    }
  }

  @Test func parsesColourAndPaging() throws {
    let defaults = try parse(["posts", "--sample"])
    let chosen = try parse(["--color", "never", "posts", "--sample", "--no-pager"])
    let inline = try parse(["posts", "--sample", "--color=always"])

    #expect(
      defaults
        == .run(
          .posts(),
          .init(source: .sample(latency: .zero), format: .view, color: .auto, usesPager: true)))
    #expect(
      chosen
        == .run(
          .posts(),
          .init(source: .sample(latency: .zero), format: .view, color: .never, usesPager: false)))
    #expect(
      inline
        == .run(
          .posts(),
          .init(source: .sample(latency: .zero), format: .view, color: .always, usesPager: true)))
  }

  @Test(arguments: CompletionShell.allCases)
  func parsesTheCompletionCommand(shell: CompletionShell) throws {
    #expect(try parse(["completion", shell.rawValue]) == .completion(shell))
  }

  @Test func completionHelpIsHelp() throws {
    #expect(try parse(["completion", "--help"]) == .help(command: "completion"))
    #expect(try parse(["help", "completion"]) == .help(command: "completion"))
  }

  @Test func rejectsABadBaseURLFromTheEnvironmentNamingTheVariable() {
    #expect {
      try parse(["posts"], environment: ["APP_BASE_URL": "nope"])
    } throws: { error in
      (error as? UsageError)?.message
        == "invalid base URL 'nope' from $APP_BASE_URL (expected http:// or https:// and a host)"
    }
  }

  @Test func usageErrorsAboutACommandNameIt() {
    #expect {
      try parse(["post", "abc"])
    } throws: { error in
      (error as? UsageError)?.command == "post"
    }
  }

  // MARK: - Every resource's command

  let sample = Invocation.Settings(source: .sample(latency: .zero), format: .view)

  func command(_ arguments: [String]) throws(UsageError) -> Invocation.Command? {
    guard case .run(let command, _) = try parse(arguments + ["--sample"]) else { return nil }
    return command
  }

  @Test func parsesEachCommandWithItsOptions() throws {
    #expect(try parse(["users", "--sample"]) == .run(.users(), sample))
    #expect(
      try command(["users", "--owner", "1", "--owner=2", "--search", "lyon"])
        == .users(UserQuery(), owners: [1, 2], search: "lyon"))
    #expect(try command(["user", "3"]) == .user(3))
    #expect(try command(["albums", "--user", "2"]) == .albums(AlbumQuery(userID: 2)))
    #expect(try command(["photos"]) == .photos(PhotoQuery()))
    #expect(try command(["photos", "--album", "1"]) == .photos(PhotoQuery(albumID: 1)))
    #expect(try command(["comments", "--post", "7"]) == .comments(CommentQuery(postID: 7)))
    #expect(try command(["todos"]) == .todos(TodoQuery()))
    #expect(
      try command(["todos", "--user", "1", "--done"])
        == .todos(TodoQuery(userID: 1, completed: true)))
    #expect(try command(["todos", "--pending"]) == .todos(TodoQuery(completed: false)))
    #expect(
      try command(["posts", "--user", "2", "--search", "tea"])
        == .posts(PostQuery(userID: 2), search: "tea"))
  }

  @Test func mapsPagingToListOptionsWithPerPageAloneMeaningPageOne() throws {
    #expect(
      try command(["posts", "--page", "2", "--per-page", "10"])
        == .posts(PostQuery(options: ListOptions(page: 2, perPage: 10))))
    #expect(
      try command(["albums", "--per-page", "5"])
        == .albums(AlbumQuery(options: ListOptions(page: 1, perPage: 5))))
    #expect(
      try command(["photos", "--page", "3"])
        == .photos(PhotoQuery(options: ListOptions(page: 3))))
    #expect(
      try command(["users", "--page", "1", "--page", "4"])
        == .users(UserQuery(options: ListOptions(page: 4))), "the last value wins")
  }

  @Test(arguments: [
    (
      ["posts", "--page", "0"], "invalid value '0' for '--page' (expected a positive whole number)"
    ),
    (
      ["todos", "--page", "x"], "invalid value 'x' for '--page' (expected a positive whole number)"
    ),
    (
      ["users", "--per-page", "-1"],
      "invalid value '-1' for '--per-page' (expected a positive whole number)"
    ),
    (
      ["albums", "--user", "one"],
      "invalid value 'one' for '--user' (expected a positive whole number)"
    ),
    (["user", "0"], "invalid user id '0' (expected a positive whole number)"),
    (["comments"], "missing option '--post ID' for 'comments'"),
    (["todos", "--done", "--pending"], "options '--done' and '--pending' cannot be used together"),
    (["albums", "--done"], "option '--done' does not apply to 'albums'"),
    (["user", "1", "--search", "x"], "option '--search' does not apply to 'user'"),
  ])
  func rejectsBadValuesNamingThem(arguments: [String], message: String) {
    #expect(throws: UsageError(message, command: arguments[0])) {
      try parse(arguments + ["--sample"])
    }
  }
}

@Suite struct InvocationTransferLimitsTests {
  func settings(_ arguments: [String], environment: [String: String] = [:]) throws
    -> Invocation.Settings
  {
    switch try Invocation(arguments: ["posts", "--sample"] + arguments, environment: environment)
    {
    case .run(_, let settings), .write(_, let settings): settings
    default: throw UsageError("not a command")
    }
  }

  func usageMessage(_ arguments: [String], environment: [String: String] = [:]) -> String? {
    do {
      _ = try Invocation(arguments: ["posts"] + arguments, environment: environment)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func usesTheDefaultsWhenNoLimitIsGiven() throws {
    let settings = try settings([])

    #expect(settings.timeout == .seconds(30))
    #expect(settings.retries == 2)
    #expect(settings.maximumResponseSize == 16 * 1024 * 1024)
  }

  @Test func readsEachLimitFromItsOption() throws {
    let settings = try settings(["--timeout", "1.5s", "--retries", "0", "--max-size", "500k"])

    #expect(settings.timeout == .milliseconds(1500))
    #expect(settings.retries == 0)
    #expect(settings.maximumResponseSize == 512_000)
  }

  @Test func takesTheTimeoutFromTheOptionBeforeTheEnvironment() throws {
    let environment = ["APP_TIMEOUT": "5s"]

    #expect(try settings([], environment: environment).timeout == .seconds(5))
    #expect(try settings(["--timeout", "2s"], environment: environment).timeout == .seconds(2))
    #expect(try settings([], environment: ["APP_TIMEOUT": ""]).timeout == .seconds(30))
  }

  @Test(
    arguments: [
      (
        ["--timeout", "x"],
        "invalid value 'x' for '--timeout' (expected a duration such as 30s or 1.5s)"
      ),
      (
        ["--timeout", "0"],
        "invalid value '0' for '--timeout' (expected a duration such as 30s or 1.5s)"
      ),
      (
        ["--retries", "-1"],
        "invalid value '-1' for '--retries' (expected a whole number such as 0 or 3)"
      ),
      (
        ["--retries", "99999999999999999999"],
        "invalid value '99999999999999999999' for '--retries' (expected a whole number such as 0 or 3)"
      ),
      (
        ["--max-size", "0"],
        "invalid value '0' for '--max-size' (expected a size such as 500k, 16M or 1G)"
      ),
      (
        ["--max-size", "9999999999999G"],
        "invalid value '9999999999999G' for '--max-size' (expected a size such as 500k, 16M or 1G)"
      ),
    ]
  )
  func rejectsAnInvalidLimitNamingTheOption(arguments: [String], message: String) {
    #expect(usageMessage(arguments + ["--sample"]) == message)
  }

  @Test func rejectsAnInvalidTimeoutFromTheEnvironment() {
    #expect(
      usageMessage(["--sample"], environment: ["APP_TIMEOUT": "soon"])
        == "invalid value 'soon' for '--timeout' (expected a duration such as 30s or 1.5s)")
  }
}

@Suite struct InvocationBaseURLTests {
  func source(_ baseURL: String) throws -> Invocation.DataSource {
    switch try Invocation(arguments: ["posts", "--base-url", baseURL], environment: [:]) {
    case .run(_, let settings), .write(_, let settings): settings.source
    default: throw UsageError("not a command")
    }
  }

  @Test(
    arguments: [
      ("http://[::1]:3997", "http://[::1]:3997"),
      ("HTTP://127.0.0.1:3000", "http://127.0.0.1:3000"),
      ("HtTpS://Example.com/api/", "https://Example.com/api/"),
      ("http://a.test:65535", "http://a.test:65535"),
      ("http://a.test:1/x:0", "http://a.test:1/x:0"),
    ]
  )
  func acceptsTheBaseURL(text: String, expected: String) throws {
    #expect(try source(text) == .remote(try #require(URL(string: expected))))
  }

  @Test(arguments: [
    ("http://127.0.0.1:0", "0"), ("http://a.test:70000/", "70000"),
    ("http://a.test:99999999999999999999", "99999999999999999999"), ("http://[::1]:0", "0"),
    ("https://user@a.test:-1", "-1"),
  ])
  func rejectsAPortOutsideTheRange(text: String, port: String) {
    #expect {
      try source(text)
    } throws: { error in
      (error as? UsageError)?.message
        == "invalid port '\(port)' in base URL '\(text)' from '--base-url' (expected 1 to 65535)"
    }
  }
}
