import BrowseKit
import Features
import Foundation
import HTTPClient
import Synchronization
import TerminalKit

/// How the browser starts on a server, from one call (``run(collections:console:interrupts:clock:spinnerClock:browser:)``):
/// the resources it shows are JSONPlaceholder's, without asking, on JSONPlaceholder itself;
/// else those named; else those an earlier start found (``kept``), shown at once and asked for
/// again behind the browser; else what the server lists, read under a `Loading` line that is
/// gone before the browser starts. A server that cannot be reached is asked again, the line
/// saying when and `r` asking at once, until it answers or the person quits with `q`; a rate
/// limit is waited out, within ``rateLimitWaits`` (the session's own waits counted), the line
/// saying when it asks again, and then said, `r` asking again. Keys typed meanwhile are the
/// browser's first.
///
/// ```swift
/// import HTTPClientLive
///
/// guard let baseURL = URL(string: "http://127.0.0.1:3000") else { return }
/// let session = HTTPSession(baseURL: baseURL, userAgent: "shop/1.0")
/// let collections = RecordCollections.live(session: session)
/// let launch = BrowserLaunch(baseURL: baseURL)
/// let outcome = await launch.run(
///   collections: collections,
///   console: .live(environment: ProcessInfo.processInfo.environment, programName: "shop"),
///   interrupts: .live,
///   clock: ContinuousClock(), spinnerClock: ContinuousClock()
/// ) { catalog, updates in
///   await Browser(
///     usesColor: true, server: Browser.serverName(of: baseURL), baseURL: baseURL,
///     catalog: catalog, catalogUpdates: updates, collections: collections
///   ).run()
/// }
/// ```
public struct BrowserLaunch: Sendable {
  /// How a launch ended.
  public enum Outcome: Sendable {
    /// The browser ran, and ended so.
    case ended(Browser.Ending)
    /// The person quit (`q`) while a server that could not be reached was asked again.
    case quit
    /// Ctrl-C before the browser started.
    case interrupted
    /// What the server lists could not be read: it failed, could not be reached, or its answer
    /// was not stored when the network may not be used.
    case loadFailed(LoadFailure)
    /// Nothing lists a resource, or a resource named cannot be asked for.
    case failed(ResourceDiscovery.Failure)
  }

  /// The resources named (`--resource`, or a server's settings), in order; none to ask the
  /// server what it lists.
  public var resources: [BrowsedResource]
  /// The member that identifies a record (json-server's `--id`).
  public var idField: String
  /// What follows a resource's singular in a foreign key (`--foreignKeySuffix`).
  public var foreignKeySuffix: String
  /// The server's root; `nil` for an API in the same process, such as the sample data.
  public var baseURL: URL?
  /// Whether the API is JSONPlaceholder's, whose resources are known without asking (it
  /// answers no `/db`).
  public var isJSONPlaceholder: Bool
  /// Where what the server lists is kept between starts; `nil` to keep nothing.
  public var kept: KeptCatalog?
  /// Whether the network may not be used: what was kept is shown, never asked for again.
  public var isOffline: Bool
  /// Whether every stored answer is asked for again (`--refresh`): what was kept is not shown
  /// first.
  public var asksEverythingAgain: Bool
  /// How many rate limits are waited out before the browser starts, the session's waits
  /// for a reset (told to `RetryObserver.current`) among them.
  public var rateLimitWaits: Int

  public init(
    resources: [BrowsedResource] = [], idField: String = "id", foreignKeySuffix: String = "Id",
    baseURL: URL?, isJSONPlaceholder: Bool = false, kept: KeptCatalog? = nil,
    isOffline: Bool = false, asksEverythingAgain: Bool = false, rateLimitWaits: Int = 2
  ) {
    self.resources = resources
    self.idField = idField
    self.foreignKeySuffix = foreignKeySuffix
    self.baseURL = baseURL
    self.isJSONPlaceholder = isJSONPlaceholder
    self.kept = kept
    self.isOffline = isOffline
    self.asksEverythingAgain = asksEverythingAgain
    self.rateLimitWaits = rateLimitWaits
  }

  /// The longest wait for a rate limit's reset before the browser starts: as long as a
  /// request waits for one.
  public static let longestStartUpWait = Duration.seconds(60)

  /// Finds the resources through `collections`, the loading lines on `console`'s standard error
  /// (the spinner's frames on `spinnerClock`), then runs `browser` on them (with the catalogs
  /// found again behind it, when it starts from what was kept) to its end.
  /// The first Ctrl-C of `interrupts` before the browser starts ends the launch; waits run on
  /// `clock`.
  public func run(
    collections: RecordCollections, console: Console, interrupts: Interrupts,
    clock: any Clock<Duration>, spinnerClock: any Clock<Duration>,
    browser: (ResourceCatalog, AsyncStream<ResourceCatalog>?) async -> Browser.Ending
  ) async -> Outcome {
    if resources.isEmpty, isJSONPlaceholder {
      var catalog = ResourceCatalog.jsonPlaceholder
      (catalog.idField, catalog.foreignKeySuffix) = (idField, foreignKeySuffix)
      return .ended(await browser(catalog, nil))
    }
    if let kept, resources.isEmpty, !asksEverythingAgain,
      let keptCatalog = ResourceDiscovery.kept(
        kept, idField: idField, foreignKeySuffix: foreignKeySuffix)
    {
      guard !isOffline else { return .ended(await browser(keptCatalog, nil)) }
      // What an earlier start found shows at once; what the server lists now is asked for
      // behind the browser, and kept for the next start.
      let (updates, update) = AsyncStream.makeStream(
        of: ResourceCatalog.self, bufferingPolicy: .bufferingNewest(1))
      return .ended(
        await withTaskGroup(of: Void.self) { group in
          group.addTask { await refresh(collections, clock: clock, into: update) }
          let ending = await browser(keptCatalog, updates)
          group.cancelAll()
          return ending
        })
    }
    let found = await interrupts.run(
      onSecondInterrupt: {
        console.eraseSpinnerLine()
        TypeAhead.restore()
      },
      {
        // Keys typed meanwhile are the browser's first, not echoed over the line.
        await TypeAhead.kept {
          await discover(collections, console: console, clock: clock, spinnerClock: spinnerClock)
        }
      })
    switch found {
    case nil: return .interrupted
    case .some(nil): return .quit
    case .success(let catalog)??: return .ended(await browser(catalog, nil))
    case .failure(.loadFailed(let failure))??: return .loadFailed(failure)
    case .failure(let failure)??: return .failed(failure)
    }
  }

  /// What the server lists, asked again while it cannot be reached, and a rate limit waited
  /// out within ``rateLimitWaits`` (the session's own waits counted), each wait said on the
  /// line; once the waits are spent, the line says so and waits for `r`, which asks again (after
  /// the reset, when it is to come); `nil` when the person quit.
  private func discover(
    _ collections: RecordCollections, console: Console, clock: any Clock<Duration>,
    spinnerClock: any Clock<Duration>
  ) async -> Result<ResourceCatalog, ResourceDiscovery.Failure>? {
    let loading = resources.isEmpty ? "Loading /db…" : "Loading the resources…"
    var waits = 0
    var unreached = 0
    while true {
      let found = await read(
        collections, saying: loading, console: console, spinnerClock: spinnerClock,
        waits: &waits)
      // A server that cannot be reached is asked again until it answers, at once on `r`, or
      // the person quits (`q`, Ctrl-C): its tabs are never made up.
      if case .failure(let failure) = found, let reason = failure.unreachedServer {
        let wait = ResourceDiscovery.waitBeforeAskingAgain(after: unreached)
        unreached += 1
        let ended = await console.whileLoading(
          "\(reason) · again in \(wait.components.seconds) s · r: now", clock: spinnerClock
        ) { await TypeAhead.wait(for: wait, on: clock, orUntil: Self.waitKeys) }
        switch ended {
        case .key(UInt8(ascii: "q")): return nil
        case .cancelled: return found
        case .elapsed, .key: continue
        }
      }
      guard case .failure(.loadFailed(let failure)) = found,
        case .rateLimited(_, _, let reset, _)? = failure.networkError
      else { return found }
      switch await waitOut(
        reset, saying: loading, waits: &waits, console: console, clock: clock,
        spinnerClock: spinnerClock)
      {
      case .askAgain: continue
      case .quit: return nil
      case .end: return found
      }
    }
  }

  /// What follows a rate limit at the start.
  private enum AfterRateLimit {
    case askAgain
    /// The person quit (`q`).
    case quit
    /// The start ends with the rate limit: the wait was cancelled, or no one can press `r`.
    case end
  }

  /// Waits for the reset of a rate limit at `reset` (`nil` when the server did not say when), the
  /// line saying so: within ``rateLimitWaits`` (`waits` counts them) and ``longestStartUpWait``;
  /// once they are spent, the line says why, and `r` asks again, after the reset (`r` again at
  /// once), the waits counted anew.
  private func waitOut(
    _ reset: Date?, saying loading: String, waits: inout Int, console: Console,
    clock: any Clock<Duration>, spinnerClock: any Clock<Duration>
  ) async -> AfterRateLimit {
    let limited = "rate limited"
    if waits < rateLimitWaits, let reset, Self.wait(until: reset) <= Self.longestStartUpWait {
      waits += 1
      let waited = await console.whileLoading(
        Self.askingAgainLine(loading, reason: limited, at: reset), clock: spinnerClock
      ) { await Self.sleep(for: Self.wait(until: reset), on: clock) }
      return waited ? .askAgain : .end
    }
    guard console.inputIsTerminal else { return .end }
    let again = reset.map { NetworkError.resetTime($0) } ?? "later"
    let asked = await console.whileLoading(
      "\(limited); try again \(again) · r: ask again", clock: spinnerClock
    ) { await TypeAhead.wait(for: Self.longestKeyWait, on: clock, orUntil: Self.waitKeys) }
    switch asked {
    case .key(UInt8(ascii: "q")): return .quit
    case .cancelled: return .end
    case .elapsed, .key: break
    }
    waits = 0
    guard let reset, Self.wait(until: reset) > .zero else { return .askAgain }
    let waited = await console.whileLoading(
      Self.askingAgainLine(loading, reason: limited, at: reset), clock: spinnerClock
    ) {
      await TypeAhead.wait(for: Self.wait(until: reset), on: clock, orUntil: Self.waitKeys)
    }
    switch waited {
    case .key(UInt8(ascii: "q")): return .quit
    case .cancelled: return .end
    case .elapsed, .key: return .askAgain
    }
  }

  /// The catalog read through `collections` under the line `loading`, which says each try
  /// again the session tells meanwhile (`Loading /db… rate limited: asking again at
  /// 14:03:20`), its waits for a rate limit counted in `waits`.
  private func read(
    _ collections: RecordCollections, saying loading: String, console: Console,
    spinnerClock: any Clock<Duration>, waits: inout Int
  ) async -> Result<ResourceCatalog, ResourceDiscovery.Failure> {
    let (notices, tell) = AsyncStream.makeStream(of: RetryNotice.self)
    let outer = RetryObserver.current
    let observer = RetryObserver { notice in
      outer?(notice)
      tell.yield(notice)
    }
    async let found = RetryObserver.$current.withValue(observer) {
      defer { tell.finish() }
      return await catalog(through: collections)
    }
    var told = notices.makeAsyncIterator()
    var line = loading
    var limitedAttempts = 1
    while true {
      let next = await console.whileLoading(line, clock: spinnerClock) { await told.next() }
      guard let notice = next else { break }
      let isRateLimit = notice.isRateLimit
      if isRateLimit { limitedAttempts = max(limitedAttempts, notice.attempt) }
      line = Self.askingAgainLine(
        loading, reason: isRateLimit ? "rate limited" : notice.reason,
        at: Date().addingTimeInterval(notice.wait / .seconds(1)))
    }
    waits += limitedAttempts - 1
    return await found
  }

  /// The line of a wait before the server is asked again, after the last answer was `reason`:
  /// `Loading /db… rate limited: asking again at 14:03:20`.
  private static func askingAgainLine(_ loading: String, reason: String, at date: Date) -> String {
    "\(loading) \(reason.singleLine(limit: 60)): asking again \(NetworkError.resetTime(date))"
  }

  /// The longest wait for `r` or `q` once the waits for a rate limit are spent: then the server
  /// is asked again.
  private static let longestKeyWait = Duration.seconds(24 * 3600)

  /// Asks the server what it lists now, again and again while it cannot be reached (a stored
  /// answer standing in for it is asked for again), each catalog it answers told to `update`
  /// and kept for the next start; until the task is cancelled.
  private func refresh(
    _ collections: RecordCollections, clock: any Clock<Duration>,
    into update: AsyncStream<ResourceCatalog>.Continuation
  ) async {
    defer { update.finish() }
    var asked = 0
    while !Task.isCancelled {
      let standIns = Mutex(0)
      let observer = ReadSourceObserver { source in
        if case .storedInPlaceOfServer = source { standIns.withLock { $0 += 1 } }
      }
      let found = await ReadSourceObserver.$current.withValue(observer) {
        await catalog(through: collections)
      }
      let answered = standIns.withLock { $0 } == 0
      if answered, case .success(let catalog) = found { update.yield(catalog) }
      let unreached: Bool =
        if case .failure(let failure) = found { failure.unreachedServer != nil } else { false }
      guard !answered || unreached,
        await Self.sleep(for: ResourceDiscovery.waitBeforeAskingAgain(after: asked), on: clock)
      else { return }
      asked += 1
    }
  }

  /// The catalog of the resources named, or of what the server lists, kept in ``kept``.
  private func catalog(
    through collections: RecordCollections
  ) async -> Result<ResourceCatalog, ResourceDiscovery.Failure> {
    do throws(ResourceDiscovery.Failure) {
      return .success(
        try await ResourceDiscovery.catalog(
          naming: resources, idField: idField, foreignKeySuffix: foreignKeySuffix,
          baseURL: baseURL, collections: collections, kept: resources.isEmpty ? kept : nil))
    } catch {
      return .failure(error)
    }
  }

  /// How long until `date`, a rate limit's reset: none once it has passed.
  private static func wait(until date: Date) -> Duration {
    max(.zero, .milliseconds(Int64((date.timeIntervalSinceNow * 1000).rounded(.up))))
  }

  /// The keys that end the wait before a server that cannot be reached is asked again: `r`
  /// asks at once, `q` quits.
  private static let waitKeys: Set<UInt8> = [UInt8(ascii: "r"), UInt8(ascii: "q")]

  /// Waits `wait` on `clock`; false when the wait was cancelled.
  private static func sleep(for wait: Duration, on clock: any Clock<Duration>) async -> Bool {
    do {
      try await clock.sleep(for: wait)
      return true
    } catch {
      return false
    }
  }
}
