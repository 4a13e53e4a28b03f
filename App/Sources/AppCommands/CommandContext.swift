import ArgumentParsing
import Dependencies
import Features
import Foundation
import JSONServer
import NetworkClient
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
    let console = self.console.coloring(settings.color)
    let notices = CacheNotices()
    let outcome = await withAPI(
      settings, deadline: .perCommand, notices: notices, sending: items
    ) {
      // `--color always` asks for the terminal's styled view even into a pipe, such as
      // `app posts --color always | less -R`; otherwise a pipe gets plain, tab-separated text.
      let screen = Screen(
        console: console, format: settings.format, unreachableHint: settings.source.unreachableHint,
        credentialsHint: settings.credentialsHint(sending: items),
        rendersForTerminal: console.outputIsTerminal || settings.color == .always)
      let outcome = await interrupts.run(onSecondInterrupt: { console.eraseSpinnerLine() }) {
        await load(screen)
      }
      return outcome ?? .failure(.interrupted)
    }
    switch outcome {
    case .text(let text):
      notices.report(on: console)
      page(text, settings: settings)
      return .success
    case .json(let value):
      notices.report(on: console)
      return printJSON(value, console: console, settings: settings)
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
    let console = self.console.coloring(settings.color)
    let notices = CacheNotices()
    let outcome = await withAPI(
      settings, deadline: .perRequest, notices: notices, sending: items
    ) {
      await write(
        WriteScreen(
          console: console, format: settings.format,
          unreachableHint: settings.source.unreachableHint,
          credentialsHint: settings.credentialsHint(sending: items),
          hostKeepingNoChanges: settings.source.hostKeepingNoChanges,
          rendersForTerminal: console.outputIsTerminal || settings.color == .always,
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
      return printJSON(value, console: console, settings: nil)
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

  /// Prints `value` as JSON on standard output, each part as soon as it is encoded, or, when
  /// `settings` are given and a pager applies, the whole text through ``page(_:settings:)``.
  private func printJSON(
    _ value: any Encodable & Sendable, console: Console, settings: Settings?
  ) -> ExitCode {
    do {
      if let settings,
        Pager(
          environment: environment, outputIsTerminal: console.outputIsTerminal,
          isEnabled: settings.usesPager) != nil
      {
        var text = ""
        try JSONOutput.write(value) { text += $0 }
        page(text + "\n", settings: settings)
      } else {
        try JSONOutput.write(value, to: console.writeOutput)
        console.writeOutput("\n")
      }
      return .success
    } catch {
      console.reportError("cannot encode the result as JSON: \(error)")
      return .software
    }
  }

  /// Prints `text` on standard output, through the pager when it is long and on a terminal.
  private func page(_ text: String, settings: Settings) {
    if let pager = Pager(
      environment: environment, outputIsTerminal: console.outputIsTerminal,
      isEnabled: settings.usesPager),
      Pager.isLong(text, rows: console.height),
      console.runPager(pager, text)
    {
      return
    }
    console.writeOutput(text)
  }

  /// The shortest wait before a try again that is said without `--verbose`: the default
  /// retries' backoff (a second, then two) stays quiet.
  static let longWait = Duration.seconds(5)

  /// What `--timeout` bounds: a read command's network work as a whole, or each request of a
  /// write command, whose questions to the user must not count against it.
  enum DeadlineScope {
    case perCommand
    case perRequest
  }

  /// Runs `operation` with the network client of the settings' source (the live one, or one
  /// talking to a new instance of the sample API), and a session to the same server for any
  /// path (``Dependencies/DependencyValues/httpSession``), bounded by `--timeout`, `--retries` and
  /// `--max-size`, through the cache the settings ask for, whose events go to `notices`. Every
  /// request sends the header fields of ``Settings/requestFields(adding:)`` and the query items
  /// of `items` that carry credentials (`api_key==…`), and the query parameters the server's
  /// settings name are secret.
  ///
  /// The deadline and the waits between tries run on
  /// ``Dependencies/DependencyValues/transferClock``, the sample API's latency on `clock`.
  ///
  /// A try again after a wait of five seconds or more (a rate limit's reset, a `Retry-After`,
  /// a long backoff) is said on standard error, as `--verbose` says every one, unless
  /// `saysLongWaits` is `false`: for a screen that standard error would break, or completions.
  func withAPI<Result: Sendable>(
    _ settings: Settings,
    deadline scope: DeadlineScope,
    notices: CacheNotices,
    sending items: RequestItems = RequestItems(),
    saysLongWaits: Bool = true,
    operation: () async -> Result
  ) async -> Result {
    @Dependency(\.clock) var clock
    @Dependency(\.transferClock) var transferClock
    @Dependency(\.jsonDecoder) var decoder
    @Dependency(\.trustCertificates) var trustCertificates
    let makeSession: @Sendable () -> URLSession
    let baseURL: URL
    switch settings.source {
    case .remote(let url):
      if let file = settings.certificateFile, !trustCertificates(file) {
        console.reportError("warning: \(Self.untrustedCertificatesWarning(file))")
      }
      let values = DependencyValues.current
      makeSession = { values.urlSession }
      baseURL = url
    case .sample(let latency):
      let sampleAPI = SampleAPI(latency: latency, sleep: { try await clock.sleep(for: $0) })
      makeSession = { sampleAPI.makeURLSession() }
      baseURL = sampleAPI.baseURL
    }
    var cache = responseCache(settings, baseURL: baseURL)
    cache.report = { notices.record($0) }
    let policy = TransferPolicy(
      timeout: settings.timeout,
      retries: settings.retries,
      maximumResponseSize: settings.maximumResponseSize,
      clock: transferClock,
      timeoutClock: transferClock
    )
    let fields = settings.requestFields(adding: items)
    var session = HTTPSession(
      baseURL: baseURL, userAgent: AppVersion.userAgent, credentials: fields.credentials,
      headers: fields.headers, policy: policy, cache: cache, decoder: decoder,
      makeSession: makeSession)
    // The settings' parameters, and a credential given as a query item, go with every request,
    // as a header item does; an item replaces a setting of the same name.
    let secretQuery = CredentialQuery.names.union(settings.server.secretQueryNames)
    let typed = items.queryItems.filter { secretQuery.contains($0.name.lowercased()) }
    let typedNames = Set(typed.map(\.name))
    session.queryItems =
      settings.server.queryItems.filter { !typedNames.contains($0.name) } + typed
    if settings.isVerbose {
      session.hook = VerboseExchangeLog(console: console)
    }
    let client = NetworkClient.live(session: session)

    // Each retry in a line of its own, the spinner redrawn under it: every one with
    // `--verbose`, else those that wait five seconds or more, which would otherwise look like a
    // hang.
    let observed = settings.isVerbose
    let retries = RetryObserver { [console] notice in
      guard observed || notice.wait >= Self.longWait else { return }
      console.eraseSpinnerLine()
      console.reportError("\(notice)")
    }
    // `--verbose`: each request and the head of its answer, as curl shows them.
    let traffic = TrafficObserver { [console] event in
      console.eraseSpinnerLine()
      console.writeError("\(event)\n")
    }
    return await CredentialQuery.$additionalNames.withValue(settings.server.secretQueryNames) {
      await TrafficObserver.$current.withValue(observed ? traffic : nil) {
        await RetryObserver.$current.withValue(observed || saysLongWaits ? retries : nil) {
          await withDependencies {
            $0.baseURL = baseURL
            $0.userAgent = AppVersion.userAgent
            $0.responseCache = cache
            $0.networkClient = client
            $0.httpSession = session
          } operation: {
            switch scope {
            case .perCommand:
              await withDeadline(Deadline(after: settings.timeout, clock: transferClock)) {
                await operation()
              }
            case .perRequest:
              await operation()
            }
          }
        }
      }
    }
  }

  /// Why the certificate file at `path` is not used: the program does not route
  /// FoundationNetworking's requests through the libcurl layer that would set it.
  static func untrustedCertificatesWarning(_ path: String) -> String {
    "the certificate file '\(path)' is not used: this program's libcurl layer is inactive, "
      + "so the system's certificates are trusted"
  }

  /// The cache the settings ask for: none with `--no-cache`; for the sample API, one in memory
  /// for this command; otherwise the server's folder in the standard cache folder, or none when
  /// there is no such folder.
  private func responseCache(_ settings: Settings, baseURL: URL) -> ResponseCache {
    guard settings.cache.isEnabled else { return .disabled }
    switch settings.source {
    case .sample:
      return .inMemory(policy: settings.cache.policy)
    case .remote:
      guard let directory = cacheDirectory else {
        var cache = ResponseCache.disabled
        cache.policy = settings.cache.policy
        return cache
      }
      return directory.cache(for: baseURL, policy: settings.cache.policy)
    }
  }
}
