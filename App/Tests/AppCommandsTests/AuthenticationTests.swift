import ArgumentParsing
import NetworkClient
import Synchronization
import Testing

@testable import AppCommands

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

    #expect(authentication == Authentication("ada:pass:word", kind: .basic))
    #expect(authentication?.user == "ada")
    #expect(authentication?.credentials == .basic(user: "ada", password: "pass:word"))
  }

  @Test func readsATokenWithDashABearerWhateverItHolds() throws {
    let authentication = try settings(["posts", "-A", "bearer", "--auth", "a:b"]).authentication

    #expect(authentication?.credentials == .bearer("a:b"))
    #expect(
      message(["posts", "-A", "BEARER", "-a", "t"])
        == "invalid value 'BEARER' for '--auth-type' (expected basic, bearer or token; did you mean "
        + "'bearer'?)")
  }

  @Test func readsADjangoTokenWithDashAToken() throws {
    let authentication = try settings(["posts", "-A", "token", "-a", "9944b09"]).authentication

    #expect(authentication?.credentials == .apiKey("Token 9944b09", header: "Authorization"))
    #expect(authentication?.description == "a Token")
  }

  @Test func readsTheEnvironmentWhenTheOptionsAreNotGiven() throws {
    let environment = ["APP_AUTH": "t0k3n", "APP_AUTH_TYPE": "bearer"]

    #expect(try settings(["posts"], environment: environment).authentication?.secret == "t0k3n")
    #expect(
      try settings(["posts", "-a", "ada:pw", "-A", "basic"], environment: environment)
        .authentication?.credentials == .basic(user: "ada", password: "pw"))
    #expect(try settings(["posts"], environment: ["APP_AUTH": ""]).authentication == nil)
    #expect(try settings(["posts"]).authentication == nil)
  }

  @Test func refusesWhatDoesNotFitInOneLine() {
    #expect(
      message(["posts", "-A", "bearer"]) == "option '--auth-type' needs '--auth' (or $APP_AUTH)")
    #expect(
      message(["posts", "-A", "digest", "-a", "x"])?.contains("basic, bearer or token") == true)
    #expect(
      message(["posts"], environment: ["APP_AUTH": "t", "APP_AUTH_TYPE": "digest"])
        == "invalid value 'digest' in $APP_AUTH_TYPE (expected basic, bearer or token)")
    #expect(
      message(["posts", "-a", "ada"])
        == "'--auth' gives the user 'ada' but no password: give USER:PASSWORD")
  }

  @Test func namesWhatWasSentNeverTheSecret() {
    #expect(
      Authentication("ada:s3cret", kind: .basic).description
        == "Basic credentials of the user 'ada'")
    #expect(Authentication("s3cret", kind: .bearer).description == "a bearer token")
    #expect(!"\(Authentication("ada:s3cret", kind: .basic))".contains("s3cret"))
  }

  @Test func theShownCommandLineRedactsTheSecrets() throws {
    let parsed = try AppCommandLine.spec.parse([
      "create", "customers", "name=Ada", "X-API-Key:k1", "Accept:text/plain", "-a", "ada:pw",
      "api_key==q1", "page==2",
    ])

    let line = CommandContext.commandLine(parsed, adding: [])

    #expect(line.contains("api_key==REDACTED") && line.contains("page==2"))
    #expect(!line.contains("q1"))
    #expect(line.contains("X-API-Key:REDACTED"))
    #expect(line.contains("Accept:text/plain"))
    #expect(line.contains("--auth REDACTED"))
    #expect(!line.contains("k1") && !line.contains("ada:pw"))
  }

  /// The settings of `arguments`, with `answer` typed to each password prompt; and the prompts.
  func settingsAsking(
    _ arguments: [String], environment: [String: String] = [:], answer: String?
  ) throws -> (Settings, [String]) {
    let prompts = Mutex<[String]>([])
    let settings = try Settings(
      parsing: AppCommandLine.spec.parse(arguments), environment: environment,
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

    #expect(settings.authentication?.credentials == .basic(user: "ada", password: "pw"))
    #expect(prompts == ["Password for 'ada': "])
    #expect(fromVariable.authentication?.credentials == .basic(user: "ada", password: ""))
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

      #expect(prompts.isEmpty, "\(arguments)")
    }
  }
}
