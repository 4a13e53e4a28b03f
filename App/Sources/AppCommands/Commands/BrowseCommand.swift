import ArgumentParsing
import Browse
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import NetworkClient
import ServerSettingsKit
import Synchronization
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
    options: [noMouse.spec, resource.spec] + JSONServerArguments.specs,
    examples: [
      "browse --sample", "browse --sample --latency 300ms", "browse --sample --no-mouse",
      "browse --base-url http://127.0.0.1:3000",
      "browse --base-url http://127.0.0.1:3000 --resource customers --resource orders:api/orders",
    ]
  )

  static let refusedGlobalOptions = [GlobalOptions.json.spec, GlobalOptions.verbose.spec]

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
    var names: Set<String> = []
    if let twice = resources.first(where: { !names.insert($0.name).inserted }) {
      throw UsageError(
        "the resource '\(twice.name)' is named twice (--resource)", command: parsed.command)
    }
    let (idField, foreignKeySuffix) = try JSONServerArguments.values(in: parsed)
    self.idField = idField ?? self.idField
    self.foreignKeySuffix = foreignKeySuffix ?? self.foreignKeySuffix
    let refused = Self.refusedGlobalOptions.first {
      parsed.hasFlag($0.name) || parsed.value(of: $0.name) != nil
    }
    if let refused {
      throw UsageError(
        "option '--\(refused.name)' does not apply to 'browse'", command: parsed.command)
    }
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings()
    guard resources.isEmpty, !settings.server.resources.isEmpty else {
      return await browse(in: context, settings: settings)
    }
    // The server's settings name the resources `--resource` does not.
    var named = self
    named.resources = settings.server.resources.map {
      BrowsedResource(name: $0.name, path: $0.path)
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
    let started = await context.withAPI(
      settings, deadline: .request, notices: notices, saysLongWaits: false
    ) {
      () async -> Result<Browser.Ending, Stop> in
      @Dependency(\.httpSession) var session: HTTPSession
      let collections = RecordCollections.live(
        session: session, conventions: settings.server.records, paging: settings.server.paging,
        idField: idField)
      let found: Discovered
      switch await discover(
        through: collections, settings: settings, console: console, in: context)
      {
      case .success(let discovered): found = discovered
      case .failure(let stop): return .failure(stop)
      }
      let browser = Browser(
        usesColor: console.outputUsesColor, warnings: warnings,
        isOffline: settings.cache.policy.isOffline,
        colorDepth: ColorDepth(
          usesColor: console.outputUsesColor, environment: context.environment),
        server: Self.serverName(of: settings.source),
        baseURL: Self.baseURL(of: settings.source), usesMouse: usesMouse,
        historyFile: context.stateDirectory?.appendingPathComponent("browse-history"),
        catalog: found.catalog, catalogUpdates: found.updates, collections: collections)
      return .success(await Self.run(browser, beside: found.refresh))
    }
    let ending: Browser.Ending
    switch started {
    case .success(let ended): ending = ended
    case .failure(let stop): return stop.status
    }
    switch ending {
    case .quit:
      return .success
    case .interrupted:
      return .interrupted
    case .interruptedUnanswered(let messages):
      for message in messages { console.reportError(message) }
      return .interrupted
    case .terminated(let signal):
      // The deletions still in their undo window are sent: the signal ends the program now.
      TerminationSignals.end(by: signal)
    case .failed(let message):
      console.reportError(message)
      return .ioError
    }
  }

  /// Why the browser did not start, already said on standard error.
  struct Stop: Error {
    var status = ExitCode.software
  }

  /// The resources to show, and what finds them again behind the browser when they were kept.
  private struct Discovered: Sendable {
    var catalog: ResourceCatalog
    /// Asks the server what it lists now, and keeps it for the next start.
    var refresh: (@Sendable () async -> Void)?
    /// What `refresh` finds, for the browser to show in place of the tabs kept.
    var updates: AsyncStream<ResourceCatalog>?
  }

  /// `browser` run to its end, with `refresh` beside it, which stops when the browser does.
  private static func run(
    _ browser: Browser, beside refresh: (@Sendable () async -> Void)?
  ) async -> Browser.Ending {
    guard let refresh else { return await browser.run() }
    return await withTaskGroup(of: Void.self) { group in
      group.addTask { await refresh() }
      let ending = await browser.run()
      group.cancelAll()
      return ending
    }
  }

  /// The resources to show: JSONPlaceholder's, without asking, for the sample API and the
  /// default server when none is named (they answer no `/db`); else those named, or those an
  /// earlier start found on the server (found again behind the browser), or what the server
  /// lists, read under a `Loading` line that is gone before the browser starts; a server that
  /// cannot be reached is asked again, the line saying so, until it answers. A failure is
  /// said in one line, with the status another command's would end with.
  private func discover(
    through collections: RecordCollections, settings: Settings, console: Console,
    in context: CommandContext
  ) async -> Result<Discovered, Stop> {
    let source = settings.source
    if resources.isEmpty, Self.isJSONPlaceholder(source) {
      var catalog = ResourceCatalog.jsonPlaceholder
      (catalog.idField, catalog.foreignKeySuffix) = (idField, foreignKeySuffix)
      return .success(Discovered(catalog: catalog))
    }
    let baseURL = Self.baseURL(of: source)
    let kept = keptCatalog(of: baseURL, settings: settings, in: context)
    if let kept, !settings.cache.policy.revalidatesEverything,
      let keptCatalog = ResourceDiscovery.kept(
        kept, idField: idField, foreignKeySuffix: foreignKeySuffix)
    {
      // What an earlier start found shows at once; what the server lists now is asked for
      // behind the browser, again and again while the server cannot be reached, and kept for
      // the next start.
      let (updates, update) = AsyncStream.makeStream(
        of: ResourceCatalog.self, bufferingPolicy: .bufferingNewest(1))
      let refresh: @Sendable () async -> Void = { [self] in
        defer { update.finish() }
        var asked = 0
        while !Task.isCancelled {
          // Only the server's own answer counts: a stored one standing in for a server that
          // cannot be reached is asked for again.
          let standIns = StandIns()
          let observer = ReadSourceObserver { source in
            if case .storedInPlaceOfServer = source { standIns.count.withLock { $0 += 1 } }
          }
          let found = await ReadSourceObserver.$current.withValue(observer) {
            await catalog(through: collections, under: baseURL, keeping: kept)
          }
          let answered = standIns.count.withLock { $0 } == 0
          if answered, case .success(let catalog) = found { update.yield(catalog) }
          guard !answered || Self.unreachedServer(in: found) != nil,
            await Self.sleep(for: ResourceDiscovery.waitBeforeAskingAgain(after: asked))
          else { return }
          asked += 1
        }
      }
      let isOffline = settings.cache.policy.isOffline
      return .success(
        Discovered(
          catalog: keptCatalog, refresh: isOffline ? nil : refresh,
          updates: isOffline ? nil : updates))
    }
    let screen = Screen(
      console: console, format: .view, unreachableHint: source.unreachableHint,
      credentialsHint: settings.credentialsHint(), rendersForTerminal: true)
    let loading = resources.isEmpty ? "Loading /db…" : "Loading the resources…"
    // `nil` when the person quit while the server was asked again.
    let discovery: @Sendable () async -> Result<ResourceCatalog, ResourceDiscovery.Failure>? = {
      [self] in
      // Keys typed meanwhile are the browser's first, not echoed over the line.
      await TypeAhead.kept {
        var waits = 0
        var unreached = 0
        while true {
          let found = await screen.whileLoading(loading) {
            await catalog(through: collections, under: baseURL, keeping: kept)
          }
          // A server that cannot be reached is asked again until it answers, at once on `r`,
          // or the person quits (`q`, Ctrl-C): its tabs are never made up.
          if let reason = Self.unreachedServer(in: found) {
            let wait = ResourceDiscovery.waitBeforeAskingAgain(after: unreached)
            unreached += 1
            @Dependency(\.transferClock) var clock
            let ended = await screen.whileLoading(
              "\(reason) · again in \(wait.components.seconds) s · r: now"
            ) { await TypeAhead.wait(for: wait, on: clock, orUntil: Self.waitKeys) }
            switch ended {
            case .key(UInt8(ascii: "q")): return nil
            case .cancelled: return found
            case .elapsed, .key: continue
            }
          }
          // A rate limit is waited out as a read's is, within --retries, the line saying so.
          guard waits < settings.retries, let reset = Self.rateLimitReset(of: found) else {
            return found
          }
          waits += 1
          let waited = await screen.whileLoading(
            "\(loading) rate limited: asking again \(NetworkError.resetTime(reset.date))"
          ) { await Self.sleep(for: reset.wait) }
          guard waited else { return found }
        }
      }
    }
    let found = await context.interrupts.run(
      onSecondInterrupt: {
        console.eraseSpinnerLine()
        TypeAhead.restore()
      }, discovery)
    switch found {
    case nil:
      return .failure(Stop(status: .interrupted))
    case .some(nil):
      return .failure(Stop(status: .success))
    case .success(let catalog)??:
      return .success(Discovered(catalog: catalog))
    case .failure(.loadFailed(let failure))??:
      guard case .failure(let status) = screen.report(failure) else { return .failure(Stop()) }
      return .failure(Stop(status: status))
    case .failure(let failure)??:
      console.reportError(failure.description)
      switch failure {
      case .invalidResource, .duplicateResource: return .failure(Stop(status: .usage))
      default: return .failure(Stop(status: .dataError))
      }
    }
  }

  /// The catalog of the resources named, or of what the server at `baseURL` lists, read through
  /// `collections` and kept in `kept`.
  private func catalog(
    through collections: RecordCollections, under baseURL: URL?, keeping kept: KeptCatalog?
  ) async -> Result<ResourceCatalog, ResourceDiscovery.Failure> {
    do throws(ResourceDiscovery.Failure) {
      return .success(
        try await ResourceDiscovery.catalog(
          naming: resources, idField: idField, foreignKeySuffix: foreignKeySuffix,
          baseURL: baseURL, collections: collections, kept: kept))
    } catch {
      return .failure(error)
    }
  }

  /// Where what the server at `baseURL` lists is kept between starts: in the server's folder
  /// of stored answers, cleared with them; only when no resource is named and answers are
  /// stored (not with `--no-cache`).
  private func keptCatalog(
    of baseURL: URL?, settings: Settings, in context: CommandContext
  ) -> KeptCatalog? {
    guard resources.isEmpty, settings.cache.isEnabled, let baseURL,
      let cache = context.cacheDirectory
    else { return nil }
    return KeptCatalog(
      file: cache.directory(for: baseURL).appendingPathComponent("browse-resources.json"))
  }

  /// What `found` says of a server that could not be reached, in one line; `nil` for a
  /// catalog or any other failure.
  private static func unreachedServer(
    in found: Result<ResourceCatalog, ResourceDiscovery.Failure>
  ) -> String? {
    guard case .failure(let failure) = found else { return nil }
    return failure.unreachedServer
  }

  /// When the rate limit that `found` failed on resets and how long until then, when it said
  /// and that is at most as long as a request waits for a reset.
  private static func rateLimitReset(
    of found: Result<ResourceCatalog, ResourceDiscovery.Failure>
  ) -> (date: Date, wait: Duration)? {
    guard case .failure(.loadFailed(let failure)) = found,
      case .rateLimited(_, _, let date?, _)? = failure.networkError
    else { return nil }
    let wait = Duration.milliseconds(Int64((date.timeIntervalSinceNow * 1000).rounded(.up)))
    guard wait <= longestStartUpWait else { return nil }
    return (date, max(wait, .zero))
  }

  /// The keys that end the wait before a server that cannot be reached is asked again: `r`
  /// asks at once, `q` quits.
  private static let waitKeys: Set<UInt8> = [UInt8(ascii: "r"), UInt8(ascii: "q")]

  /// The longest wait for a rate limit's reset before the browser starts: as long as a
  /// request waits for one.
  static let longestStartUpWait = Duration.seconds(60)

  /// Waits `wait` on the transfer clock; false when the wait was cancelled (Ctrl-C).
  private static func sleep(for wait: Duration) async -> Bool {
    @Dependency(\.transferClock) var clock
    do {
      try await clock.sleep(for: wait)
      return true
    } catch {
      return false
    }
  }

  /// Whether `source` is the sample API or JSONPlaceholder itself: its host, by any address
  /// (`http://jsonplaceholder.typicode.com/`).
  private static func isJSONPlaceholder(_ source: DataSource) -> Bool {
    switch source {
    case .remote(let url):
      url.host?.lowercased() == NetworkClient.defaultBaseURL.host?.lowercased()
        && url.path.trimmingCharacters(in: CharacterSet(charactersIn: "/")).isEmpty
    case .sample: true
    }
  }

  /// The base URL of `source`, which `y` makes a record's URL from; none for the sample data.
  private static func baseURL(of source: DataSource) -> URL? {
    switch source {
    case .remote(let url): url
    case .sample: nil
    }
  }

  /// How the header names `source`: its host and port, or `sample`.
  private static func serverName(of source: DataSource) -> String {
    switch source {
    case .remote(let url): Browser.serverName(of: url)
    case .sample: "sample"
    }
  }
}

/// How many stored answers stood in for a server that could not be reached, while the browser
/// asked it what it lists.
private final class StandIns: Sendable {
  let count = Mutex(0)
}
