import ArgumentParsing
import Browse
import ClientCommandLine
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import JSONServer
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// `app browse`: the full-screen terminal app, on the same features as the other commands.
struct BrowseCommand: AppCommand, Hashable {
  static let noMouse = Flag(
    "no-mouse",
    summary: "Leave the mouse to the terminal: no clicks or wheel in the app, selection as usual")

  static let resource = Option<BrowsedResource>(
    "resource", valueName: "NAME[:PATH]",
    summary: "A tab for the resource NAME, read at PATH (default: NAME), a final / kept; again "
      + "for more tabs (default: those the server's /db holds)",
    expecting: "a name, then an optional :PATH of segments that are not empty, . or ..",
    convert: ResourceDiscovery.resource(parsing:))

  static let spec = CommandSpec(
    name: "browse",
    summary: "Move through the posts, users, albums, photos and to-dos, or any API's resources, "
      + "in a full-screen terminal app",
    options: [noMouse.spec, resource.spec] + JSONServerRecordNames.specs,
    examples: [
      "browse --sample", "browse --sample --latency 300ms", "browse --sample --no-mouse",
      "browse --base-url http://127.0.0.1:3000",
      "browse --base-url http://127.0.0.1:3000 --resource customers --resource orders:api/orders",
    ]
  )

  static let refusedGlobalOptions = [GlobalOptions.json.spec, GlobalOptions.client.verbose.spec]

  static var helpSections: [HelpSection] {
    Browser.keySections.map { HelpSection(title: $0.title, rows: $0.rows) }
  }

  /// Whether the app reports the mouse: not with `--no-mouse`.
  var usesMouse = true
  /// The resources `--resource` names, in order, else those the server's settings name; none
  /// to ask the server.
  var resources: [BrowsedResource] = []
  /// The member that identifies a record (`--id`).
  var idField = "id"
  /// What follows a resource's singular name in a foreign key (`--foreignKeySuffix`).
  var foreignKeySuffix = "Id"

  init() {}

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    usesMouse = !parsed.isSet(Self.noMouse)
    resources = try parsed.values(of: Self.resource)
    if let refusal = ResourceDiscovery.refusal(of: resources) {
      throw UsageError(refusal, command: parsed.command)
    }
    let recordNames = try JSONServerRecordNames(parsing: parsed)
    idField = recordNames.idField ?? idField
    foreignKeySuffix = recordNames.foreignKeySuffix ?? foreignKeySuffix
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings()
    var named = self
    if resources.isEmpty {  // The server's settings name the resources `--resource` does not.
      named.resources = settings.client.server.resources.map(BrowsedResource.init(named:))
    }
    return await named.browse(in: context, settings: settings)
  }

  /// Browses the resources named, or those the server lists, as `settings` say.
  private func browse(in context: CommandContext, settings: Settings) async -> ExitCode {
    let console = context.console.coloring(settings.output.color)
    guard console.inputIsTerminal, console.outputIsTerminal else {
      console.reportError("browse needs a terminal: standard input and output must both be one")
      return .usage
    }
    // The cache's warnings go to the status line as they come, the latest kept if it lags;
    // each screen says itself how old its stored data is.
    let (warnings, warned) = AsyncStream.makeStream(
      of: [String].self, bufferingPolicy: .bufferingNewest(1))
    defer { warned.finish() }
    let notices = CacheNotices(tellsStaleAnswers: false) { warned.yield($0) }
    let source = settings.source
    let baseURL: URL? = if case .remote(let url) = source { url } else { nil }
    let launch = BrowserLaunch(
      resources: resources, idField: idField, foreignKeySuffix: foreignKeySuffix,
      baseURL: baseURL, isJSONPlaceholder: source.isJSONPlaceholder,
      kept: keptCatalog(settings: settings, in: context),
      isOffline: settings.client.cache.policy.isOffline,
      asksEverythingAgain: settings.client.cache.policy.revalidatesEverything,
      rateLimitWaits: settings.client.retries)
    let outcome = await context.withAPI(
      settings, deadline: .request, notices: notices, saysLongWaits: false
    ) {
      @Dependency(\.httpSession) var session: HTTPSession
      @Dependency(\.transferClock) var clock
      @Dependency(\.spinnerClock) var spinnerClock
      let collections = RecordCollections.live(
        session: session, conventions: settings.client.server.records,
        paging: settings.client.server.paging,
        idField: idField)
      return await launch.run(
        collections: collections, console: console, interrupts: context.interrupts,
        clock: clock, spinnerClock: spinnerClock
      ) { catalog, updates in
        await Browser(
          usesColor: console.outputUsesColor, warnings: warnings,
          isOffline: settings.client.cache.policy.isOffline,
          colorDepth: ColorDepth(
            usesColor: console.outputUsesColor, environment: context.environment),
          server: baseURL.map(Browser.serverName(of:)) ?? "sample", baseURL: baseURL,
          usesMouse: usesMouse,
          historyFile: Browser.historyFile(
            program: AppVersion.programName, environment: context.environment),
          catalog: catalog, catalogUpdates: updates, collections: collections
        ).run()
      }
    }
    return outcome.exitCode(on: console) { failure in
      let screen = Screen(
        console: console, format: .view, unreachableHint: source.unreachableHint,
        credentialsHint: settings.client.credentialsHint(), rendersForTerminal: true
      ).hinting(settings.client.failureHint)
      guard case .failure(let status) = screen.report(failure) else { return .software }
      return status
    }
  }

  /// Where what the server lists is kept between starts: in the server's folder of stored
  /// answers, cleared with them; only when no resource is named and answers are stored (not
  /// with `--no-cache`).
  private func keptCatalog(settings: Settings, in context: CommandContext) -> KeptCatalog? {
    guard resources.isEmpty else { return nil }
    return settings.client.keptFile(named: "browse-resources.json", in: context.cacheDirectory)
      .map(KeptCatalog.init(file:))
  }
}
