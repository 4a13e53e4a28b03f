import ArgumentParsing
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import JSONServer
import NetworkClientLive
import ServerSettingsKit
import TerminalKit
import TerminalViews

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a command runs with: the parsed command line, the console, the environment and the
/// interrupts; and the ways every command loads, writes and prints.
struct CommandContext: Sendable {
  let parsed: ParsedArguments
  let console: Console
  let environment: [String: String]
  let interrupts: Interrupts
  /// The password typed for `-a USER`, asked once however often the settings are read.
  let typedPassword = TypedPassword()

  /// The global options' settings; the password of `-a USER` is asked on the terminal once,
  /// unless `asksPassword` is false (for a completion, which must not wait).
  ///
  /// - Throws: ``UsageError`` when they do not fit.
  func settings(asksPassword: Bool = true) throws(UsageError) -> Settings {
    var askPassword: (@Sendable (String) -> String?)?
    if asksPassword, let readSecret = console.readSecret {
      askPassword = { [typedPassword] prompt in
        typedPassword.answer(to: prompt, asking: readSecret)
      }
    }
    return try Settings(parsing: parsed, environment: environment, askPassword: askPassword)
  }

  /// The folder of the stored data: `$XDG_CACHE_HOME/app`, else `~/.cache/app`; `nil` when
  /// neither can be told.
  var cacheDirectory: CacheDirectory? {
    CacheDirectory.standard(named: AppVersion.programName, environment: environment)
  }

  /// The folder of what the app keeps between runs that is not stored data, such as
  /// `browse`'s command history: `$XDG_STATE_HOME/app` when that is an absolute path, else
  /// `~/.local/state/app`; `nil` when neither can be told.
  var stateDirectory: URL? {
    let name = AppVersion.programName
    if let base = environment["XDG_STATE_HOME"], base.hasPrefix("/") {
      return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(name)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/state", isDirectory: true).appendingPathComponent(name)
  }

  /// Loads a screen with `load` under the spinner (Ctrl-C cancelling it), then prints it,
  /// through the pager when it is long and on a terminal; every request sends the header
  /// fields of `items`.
  func show(
    sending items: RequestItems = RequestItems(),
    _ load: @escaping @Sendable (Screen) async -> Screen.Outcome
  ) async throws(UsageError) -> ExitCode {
    let settings = try settings()
    let output = settings.output
    let console = output.console(self.console)
    let notices = CacheNotices()
    let outcome = await withAPI(
      settings, deadline: .operation, notices: notices, sending: items
    ) {
      let screen = Screen(
        console: console, format: output.format, unreachableHint: settings.source.unreachableHint,
        credentialsHint: settings.credentialsHint(sending: items),
        rendersForTerminal: output.rendersForTerminal(on: console))
      let outcome = await interrupts.run(onSecondInterrupt: { console.eraseSpinnerLine() }) {
        await load(screen)
      }
      return outcome ?? .failure(.interrupted)
    }
    switch outcome {
    case .text(let text):
      notices.report(on: console)
      output.page(text, on: console, environment: environment)
      return .success
    case .json(let value):
      notices.report(on: console)
      return output.printJSON(value, on: console, environment: environment)
    case .failure(let status):
      return status
    }
  }

  /// Runs a command that changes data with `write`: its questions and requests happen in
  /// turn, each request cancelled by Ctrl-C and bounded by `--timeout` on its own, and sending
  /// the header fields of `items`.
  ///
  /// - Throws: ``UsageError`` when the global options do not fit, or ask for `--offline`.
  func write(
    sending items: RequestItems = RequestItems(),
    _ write: @escaping @Sendable (WriteScreen) async -> Screen.Outcome
  ) async throws(UsageError) -> ExitCode {
    let settings = try settings()
    if settings.cache.policy.isOffline {
      throw UsageError(
        "option '--\(GlobalOptions.offline.spec.name)' does not apply to "
          + "'\(parsed.command ?? "")', which changes data on the server", command: parsed.command)
    }
    let output = settings.output
    let console = output.console(self.console)
    let notices = CacheNotices()
    let outcome = await withAPI(
      settings, deadline: .request, notices: notices, sending: items
    ) {
      await write(
        WriteScreen(
          console: console, format: output.format,
          unreachableHint: settings.source.unreachableHint,
          credentialsHint: settings.credentialsHint(sending: items),
          hostKeepingNoChanges: settings.source.hostKeepingNoChanges,
          rendersForTerminal: output.rendersForTerminal(on: console),
          interrupts: interrupts, editor: ExternalEditor.named(in: environment),
          commandLine: { [parsed, secret = settings.secretHeaderNames] in
            Self.commandLine(parsed, adding: $0, secretHeaders: secret)
          }
        ))
    }
    switch outcome {
    case .text(let text):
      notices.report(on: console)
      console.writeOutput(text)
      return .success
    case .json(let value):
      notices.report(on: console)
      return output.printJSON(value, on: console, environment: environment, paged: false)
    case .failure(let status):
      if status == .usage, let command = parsed.command {
        console.writeError(AppCommandLine.spec.usage(for: command) + "\n")
      }
      return status
    }
  }

  /// The command line of `parsed`, its command, arguments and options, with `options` added
  /// (one with an empty option is its value alone, such as a request item `name=Ada`), as a
  /// shell reads it back; `-a`'s value and those of the header items `secretHeaders` names
  /// (lowercased: `Authorization:…`) are `REDACTED`.
  static func commandLine(
    _ parsed: ParsedArguments, adding options: [(option: String, value: String)],
    secretHeaders: Set<String> = Credentials.standardHeaderNames
  ) -> String {
    var words = [AppVersion.programName]
    words += parsed.command.map { $0.split(separator: " ").map(String.init) } ?? []
    words += parsed.arguments.map { Redaction.shownArgument($0, secretHeaders: secretHeaders) }
    for name in parsed.flags.sorted() {
      words.append("--\(name)")
    }
    for (name, values) in parsed.values.sorted(by: { $0.key < $1.key }) {
      for value in values {
        words += ["--\(name)", name == GlobalOptions.auth.spec.name ? Redaction.mark : value]
      }
    }
    for (option, value) in options {
      words += option.isEmpty ? [value] : [option, value]
    }
    return ShellWords.line(words)
  }

  /// The shortest wait before a try again that is said without `--verbose`: the default
  /// retries' backoff (a second, then two) stays quiet.
  static let longWait = Duration.seconds(5)

  /// Runs `operation` with a session to the settings' source (the server, or a new instance
  /// of the sample API) for any path (``Dependencies/DependencyValues/httpSession``), made by
  /// `SessionSettings` from the settings: bounded by `--timeout`, `--retries` and `--max-size`,
  /// through the cache the settings ask for, whose events go to `notices`, and sending what the
  /// server's settings, the credentials and `items` give
  /// (`SessionSettings.send(_:authentication:adding:)`).
  ///
  /// The deadline and the waits between tries run on
  /// ``Dependencies/DependencyValues/transferClock``, the sample API's latency on `clock`.
  ///
  /// A try again after a wait of five seconds or more (a rate limit's reset, a `Retry-After`,
  /// a long backoff) is said on standard error, as `--verbose` says every one, unless
  /// `saysLongWaits` is `false`: for a screen that standard error would break, or completions.
  func withAPI<Result: Sendable>(
    _ settings: Settings,
    deadline scope: SessionSettings.DeadlineScope,
    notices: CacheNotices,
    sending items: RequestItems = RequestItems(),
    saysLongWaits: Bool = true,
    operation: () async -> Result
  ) async -> Result {
    @Dependency(\.transferClock) var transferClock
    @Dependency(\.jsonDecoder) var decoder
    var session = sessionSettings(settings)
    session.deadline = scope
    session.send(settings.server, authentication: settings.authentication, adding: items)
    // Each retry in a line of its own, the spinner redrawn under it: every one with
    // `--verbose`, else those that wait five seconds or more, which would otherwise look like a
    // hang; and with `--verbose`, each request and the head of its answer, as curl shows them.
    let observed = settings.isVerbose
    if observed || saysLongWaits {
      session.retryObserver = RetryObserver { [console] notice in
        guard observed || notice.wait >= Self.longWait else { return }
        console.eraseSpinnerLine()
        console.reportError("\(notice)")
      }
    }
    if observed {
      session.hook = VerboseExchangeLog(console: console)
      session.trafficObserver = TrafficObserver { [console] event in
        console.eraseSpinnerLine()
        console.writeError("\(event)\n")
      }
    }
    let cacheEvents: @Sendable (CacheEvent) -> Void = { notices.record($0) }
    return await session.withSession(
      clock: transferClock, decoder: decoder, cacheEvents: cacheEvents
    ) { http in
      await withDependencies {
        $0.httpSession = http
      } operation: {
        await operation()
      }
    }
  }

  /// The session the settings ask for, before what requests send: the server at
  /// `--base-url`, stored answers in its folder of the cache, or a new instance of the sample
  /// API whose answers are kept in memory for this command; none stored with `--no-cache`.
  private func sessionSettings(_ settings: Settings) -> SessionSettings {
    @Dependency(\.clock) var clock
    @Dependency(\.trustCertificates) var trustCertificates
    var session: SessionSettings
    switch settings.source {
    case .remote(let url):
      if let file = settings.certificateFile, !trustCertificates(file) {
        console.reportError("warning: \(Self.untrustedCertificatesWarning(file))")
      }
      let values = DependencyValues.current
      session = SessionSettings(
        baseURL: url, userAgent: AppVersion.userAgent, makeURLSession: { values.urlSession })
      session.storage = settings.cache.isEnabled ? .folder(cacheDirectory) : .none
    case .sample(let latency):
      let sampleAPI = SampleAPI(latency: latency, sleep: { try await clock.sleep(for: $0) })
      session = SessionSettings(
        baseURL: sampleAPI.baseURL, userAgent: AppVersion.userAgent,
        makeURLSession: { sampleAPI.makeURLSession() })
      session.storage = settings.cache.isEnabled ? .memory : .none
    }
    session.cachePolicy = settings.cache.policy
    session.timeout = settings.timeout
    session.retries = settings.retries
    session.maximumResponseSize = settings.maximumResponseSize
    return session
  }

  /// Why the certificate file at `path` is not used: the program does not route
  /// FoundationNetworking's requests through the libcurl layer that would set it.
  static func untrustedCertificatesWarning(_ path: String) -> String {
    "the certificate file '\(path)' is not used: this program's libcurl layer is inactive, "
      + "so the system's certificates are trusted"
  }
}
