import ArgumentParsing
import ClientCommandLine
import HTTPClient
import ServerSettingsKit
import Synchronization
import TestSupport
import Testing

@Suite struct AuthenticationTests {
  func message(_ arguments: [String], environment: [String: String] = [:]) -> String? {
    do {
      _ = try settings(arguments, environment: environment)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func readsAUserAndAPasswordAsBasicUpToTheFirstColon() throws {
    let authentication = try settings(["posts", "-a", "ada:pass:word"]).authentication

    checkEqual(authentication, Authentication("ada:pass:word", kind: .basic, origin: "-a"))
    checkEqual(authentication?.user, "ada")
    checkEqual(authentication?.credentials, .basic(user: "ada", password: "pass:word"))
  }

  @Test func readsATokenWithDashABearerWhateverItHolds() throws {
    let authentication = try settings(["posts", "-A", "bearer", "--auth", "a:b"]).authentication

    checkEqual(authentication?.credentials, .bearer("a:b"))
    checkEqual(
      message(["posts", "-A", "BEARER", "-a", "t"]),
      "invalid value 'BEARER' for '--auth-type' (expected basic, bearer or token; did you mean "
        + "'bearer'?)")
  }

  @Test func readsADjangoTokenWithDashAToken() throws {
    let authentication = try settings(["posts", "-A", "token", "-a", "9944b09"]).authentication

    checkEqual(authentication?.credentials, .apiKey("Token 9944b09", header: "Authorization"))
    checkEqual(authentication?.description, "a Token")
  }

  @Test func readsTheEnvironmentWhenTheOptionsAreNotGiven() throws {
    let environment = ["APP_AUTH": "t0k3n", "APP_AUTH_TYPE": "bearer"]

    try checkEqual(settings(["posts"], environment: environment).authentication?.secret, "t0k3n")
    try checkEqual(
      settings(["posts", "-a", "ada:pw", "-A", "basic"], environment: environment)
        .authentication?.credentials, .basic(user: "ada", password: "pw"))
    try checkEqual(settings(["posts"], environment: ["APP_AUTH": ""]).authentication, nil)
    try checkEqual(settings(["posts"]).authentication, nil)
  }

  @Test func refusesWhatDoesNotFitInOneLine() {
    checkEqual(
      message(["posts", "-A", "bearer"]), "option '--auth-type' needs '--auth' (or $APP_AUTH)")
    checkEqual(
      message(["posts", "-A", "digest", "-a", "x"])?.contains("basic, bearer or token"), true)
    checkEqual(
      message(["posts"], environment: ["APP_AUTH": "t", "APP_AUTH_TYPE": "digest"]),
      "invalid value 'digest' in $APP_AUTH_TYPE (expected basic, bearer or token)")
    checkEqual(
      message(["posts", "-a", "ada"]),
      "'--auth' gives the user 'ada' but no password: give USER:PASSWORD")
  }

  @Test func theShownCommandLineRedactsTheSecrets() throws {
    let parsed = try appCommandLine.parse([
      "create", "customers", "name=Ada", "X-API-Key:k1", "Accept:text/plain", "-a", "ada:pw",
      "api_key==q1", "page==2",
    ])

    let line = appOptions.shownCommandLine(parsed, adding: [])

    check(line.contains("api_key==REDACTED") && line.contains("page==2"))
    check(!line.contains("q1"))
    check(line.contains("X-API-Key:REDACTED"))
    check(line.contains("Accept:text/plain"))
    check(line.contains("--auth REDACTED"))
    check(!line.contains("k1") && !line.contains("ada:pw"))
  }

  /// The settings of `arguments`, with `answer` typed to each password prompt; and the prompts.
  func settingsAsking(
    _ arguments: [String], environment: [String: String] = [:], answer: String?
  ) throws -> (ClientSettings, [String]) {
    let prompts = Mutex<[String]>([])
    let settings = try ClientCommandLineTests.settings(
      arguments, environment: environment,
      askPassword: { prompt in
        prompts.withLock { $0.append(prompt) }
        return answer
      })
    return (settings, prompts.withLock { $0 })
  }

  @Test func aUserAloneHasItsPasswordAsked() throws {
    let (settings, prompts) = try settingsAsking(["posts", "-a", "ada"], answer: "pw")
    let (fromVariable, _) = try settingsAsking(
      ["posts"], environment: ["APP_AUTH": "ada"], answer: "")

    checkEqual(settings.authentication?.credentials, .basic(user: "ada", password: "pw"))
    checkEqual(prompts, ["Password for 'ada': "])
    checkEqual(fromVariable.authentication?.credentials, .basic(user: "ada", password: ""))
  }

  @Test func noPasswordTypedIsOneLineWithoutTheUsage() {
    #expect(
      throws: UsageError(
        "no password was typed for the user 'ada' of -a", command: "posts", showsUsage: false)
    ) {
      _ = try settingsAsking(["posts", "-a", "ada"], answer: nil)
    }
  }

  @Test func aPasswordGivenOrATokenIsNeverAsked() throws {
    for arguments in [["posts", "-a", "ada:"], ["posts", "-A", "bearer", "-a", "t"], ["posts"]] {
      let (_, prompts) = try settingsAsking(arguments, answer: "pw")

      check(prompts.isEmpty, "\(arguments)")
    }
  }
}
