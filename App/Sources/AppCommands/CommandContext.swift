import ArgumentParsing
import ClientCommandLine
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

  /// The global options' settings, the server's read unless not `readsServer` (a command that
  /// sends it nothing); the password of `-a USER` is asked on the terminal once, unless
  /// `asksPassword` is false (for a completion, which must not wait).
  ///
  /// - Throws: ``UsageError`` when they do not fit.
  func settings(asksPassword: Bool = true, readsServer: Bool = true) throws(UsageError)
    -> Settings
  {
    let askPassword = (asksPassword ? console.readSecret : nil).map { read in
      { @Sendable [typedPassword] in typedPassword.answer(to: $0, asking: read) }
    }
    return try Settings(
      parsing: parsed, environment: environment, readsServer: readsServer,
      askPassword: askPassword)
  }

  /// The folder of the stored data: `$XDG_CACHE_HOME/app`, else `~/.cache/app`; `nil` when
  /// neither can be told.
  var cacheDirectory: CacheDirectory? {
    CacheDirectory.standard(named: AppVersion.programName, environment: environment)
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
        credentialsHint: settings.client.credentialsHint(sending: items),
        rendersForTerminal: output.rendersForTerminal(on: console)
      ).hinting(settings.client.failureHint)
      let outcome = await interrupts.run(onSecondInterrupt: { console.eraseSpinnerLine() }) {
        await load(screen)
      }
      return outcome ?? .failure(.interrupted)
    }
    return output.print(outcome, on: console, environment: environment) {
      notices.report(on: console)
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
    if settings.client.cache.policy.isOffline {
      throw UsageError(
        "option '--\(GlobalOptions.client.offline.spec.name)' does not apply to "
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
          credentialsHint: settings.client.credentialsHint(sending: items),
          hostKeepingNoChanges: settings.source.hostKeepingNoChanges,
          rendersForTerminal: output.rendersForTerminal(on: console),
          interrupts: interrupts, editor: ExternalEditor.named(in: environment),
          commandLine: { [parsed, secret = settings.client.server.allSecretHeaderNames] in
            GlobalOptions.client.shownCommandLine(parsed, adding: $0, secretHeaders: secret)
          }
        ).hinting(
          settings.client.failureHint,
          serverSetFields: settings.client.serverSetFields(in: cacheDirectory)))
    }
    let status = output.print(outcome, on: console, environment: environment, paged: false) {
      notices.report(on: console)
    }
    if status == .usage, let command = parsed.command {
      console.writeError(AppCommandLine.spec.usage(for: command) + "\n")
    }
    return status
  }

  /// Runs `operation` with a session to the settings' source (the server, or a new instance
  /// of the sample API) for any path (``Dependencies/DependencyValues/httpSession``): the
  /// cache's events go to `notices`, the deadline covers the operation or each request as
  /// `scope` says, and the tries again are said as `ClientSettings.report(_:on:saysLongWaits:)`
  /// says (not with `saysLongWaits` false: for a screen that standard error would break).
  ///
  /// The deadline and the waits between tries run on
  /// ``Dependencies/DependencyValues/transferClock``, the sample API's latency on `clock`.
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
    var session = sessionSettings(settings, sending: items)
    session.deadline = scope
    settings.client.report(&session, on: console, saysLongWaits: saysLongWaits)
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

  /// The session the settings ask for: to the server at `--base-url`, stored answers in its
  /// folder of the cache, or to a new instance of the sample API whose answers are kept in
  /// memory for this command (`ClientSettings.session(to:through:userAgent:cacheDirectory:sending:)`).
  private func sessionSettings(
    _ settings: Settings, sending items: RequestItems
  ) -> SessionSettings {
    @Dependency(\.clock) var clock
    @Dependency(\.trustCertificates) var trustCertificates
    let client = settings.client
    switch settings.source {
    case .remote(let url):
      if let file = client.certificateFile, !trustCertificates(file) {
        console.reportError("warning: \(ClientSettings.untrustedCertificatesWarning(file))")
      }
      let values = DependencyValues.current
      return client.session(
        to: url, through: { values.urlSession }, userAgent: AppVersion.userAgent,
        cacheDirectory: cacheDirectory, sending: items)
    case .sample(let latency):
      let sampleAPI = SampleAPI(latency: latency, sleep: { try await clock.sleep(for: $0) })
      return client.session(
        to: sampleAPI.baseURL, through: { sampleAPI.makeURLSession() },
        userAgent: AppVersion.userAgent, cacheDirectory: nil, sending: items)
    }
  }

}
