import Browse
import Dependencies
import Features
import Foundation
import HTTPClient
import TerminalKit
import TestSupport
import Testing

/// The browser's start from one call: which catalog it starts with, and what ends a start that
/// found none. The browser itself is stood in for by what records its catalogs.
@Suite struct BrowserLaunchTests {
  /// A server whose `/db` answers `db` (a `404` when `nil`), or fails with `failure`; every
  /// other path is a `404`.
  func collections(db: String? = nil, failure: NetworkError? = nil) -> RecordCollections {
    RecordCollections.answering { endpoint in
      if endpoint.pathComponents == ["db"] {
        if let failure { throw failure }
        if let db { return (Data(db.utf8), nil) }
      }
      throw NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "")
    }
  }

  /// The catalogs a stand-in browser was started with and then given, in order.
  final class Shown: Sendable {
    let catalogs = LockedValue<[[String]]>([])
  }

  func run(
    _ launch: BrowserLaunch, collections: RecordCollections, waitsForAnUpdate: Bool = false
  ) async -> (outcome: BrowserLaunch.Outcome, shown: [[String]]) {
    let shown = Shown()
    let outcome = await launch.run(
      collections: collections, console: ConsoleRecorder().console(), interrupts: .none,
      clock: ImmediateClock(), spinnerClock: TestClock()
    ) { catalog, updates in
      shown.catalogs.withLock { $0.append(catalog.resources.map(\.name)) }
      if waitsForAnUpdate, let updates {
        for await update in updates {
          shown.catalogs.withLock { $0.append(update.resources.map(\.name)) }
          break
        }
      }
      return .quit
    }
    return (outcome, shown.catalogs.current)
  }

  func keptFile() -> KeptCatalog {
    KeptCatalog(
      file: FileManager.default.temporaryDirectory.appendingPathComponent(
        "browser-launch-\(UUID().uuidString).json"))
  }

  static let db = #"{"books": [{"id": 1, "title": "A"}], "authors": [{"id": 1}]}"#

  @Test func jsonPlaceholdersResourcesAreShownWithoutAskingTheServer() async {
    let (outcome, shown) = await run(
      BrowserLaunch(baseURL: nil, isJSONPlaceholder: true), collections: .unimplemented)

    guard case .ended(.quit) = outcome else {
      Issue.record("expected the browser's ending, got \(outcome)")
      return
    }
    checkEqual(shown, [ResourceCatalog.jsonPlaceholder.resources.map(\.name)])
  }

  @Test func whatTheServerListsIsShownAndKeptForTheNextStart() async {
    let kept = keptFile()
    defer { try? FileManager.default.removeItem(at: kept.file) }

    let (outcome, shown) = await run(
      BrowserLaunch(baseURL: nil, kept: kept), collections: collections(db: Self.db))

    guard case .ended(.quit) = outcome else {
      Issue.record("expected the browser's ending, got \(outcome)")
      return
    }
    checkEqual(shown, [["books", "authors"]])
    checkEqual(kept.read()?.resources.map(\.name), ["books", "authors"])
  }

  @Test func whatWasKeptShowsAtOnceAndWhatTheServerListsNowFollows() async {
    let kept = keptFile()
    defer { try? FileManager.default.removeItem(at: kept.file) }
    kept.write(ResourceCatalog(resources: [BrowsedResource(name: "old")]))

    let (_, shown) = await run(
      BrowserLaunch(baseURL: nil, kept: kept), collections: collections(db: Self.db),
      waitsForAnUpdate: true)

    checkEqual(shown, [["old"], ["books", "authors"]])
  }

  @Test func offlineWhatWasKeptIsShownAndNothingIsAsked() async {
    let kept = keptFile()
    defer { try? FileManager.default.removeItem(at: kept.file) }
    kept.write(ResourceCatalog(resources: [BrowsedResource(name: "old")]))

    let (_, shown) = await run(
      BrowserLaunch(baseURL: nil, kept: kept, isOffline: true), collections: .unimplemented,
      waitsForAnUpdate: true)

    checkEqual(shown, [["old"]])
  }

  @Test func aFailingServerEndsTheStartWithItsFailure() async {
    let (outcome, shown) = await run(
      BrowserLaunch(baseURL: nil),
      collections: collections(failure: .unexpectedStatus(code: 500, bodyExcerpt: "")))

    guard case .loadFailed(let failure) = outcome else {
      Issue.record("expected the load's failure, got \(outcome)")
      return
    }
    checkEqual(failure.networkError, .unexpectedStatus(code: 500, bodyExcerpt: ""))
    check(shown.isEmpty, "no browser without tabs")
  }

  /// A server whose `/db` is rate limited, asked `asked` times: each ask tells a wait for
  /// the reset, as the session does when it waits by itself, then runs `meanwhile` and fails
  /// with the rate limit, resetting in a second; once `answers` is true, it answers ``db``.
  func rateLimited(
    asked: LockedValue<Int>, answers: LockedValue<Bool> = LockedValue(false),
    meanwhile: @escaping @Sendable () async -> Void = {}
  ) -> RecordCollections {
    RecordCollections.answering { endpoint in
      guard endpoint.pathComponents == ["db"] else {
        throw NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "")
      }
      asked.withLock { $0 += 1 }
      if answers.current { return (Data(Self.db.utf8), nil) }
      var notice = RetryNotice(
        request: "GET http://127.0.0.1:3000/db", reason: "HTTP 429", attempt: 2,
        wait: .seconds(8))
      notice.isRateLimit = true
      RetryObserver.current?(notice)
      await meanwhile()
      throw NetworkError.rateLimited(
        request: "GET http://127.0.0.1:3000/db", status: 429,
        retryAt: Date().addingTimeInterval(1), attempts: 2)
    }
  }

  @Test func aWaitTheSessionMadeForARateLimitCountsAmongTheWaits() async {
    let asked = LockedValue(0)

    let (outcome, shown) = await run(
      BrowserLaunch(baseURL: nil, rateLimitWaits: 1), collections: rateLimited(asked: asked))

    guard case .loadFailed(let failure) = outcome, case .rateLimited? = failure.networkError else {
      Issue.record("expected the rate limit, got \(outcome)")
      return
    }
    checkEqual(asked.current, 1, "the session waited the one wait: no second start")
    check(shown.isEmpty)
  }

  @Test func theLineSaysEachWaitTheSessionMakesForARateLimit() async {
    let recorder = ConsoleRecorder()
    let spinner = TestClock()
    let said = "Loading /db… rate limited: asking again at "
    let answers = LockedValue(false)
    // The session's wait lasts until the line said it, or the spinner turned 50 times.
    let collections = rateLimited(asked: LockedValue(0), answers: answers) {
      answers.withLock { $0 = true }
      for _ in 0..<50 where !recorder.error.contains(said) {
        await spinner.waitForSleepers()
        await spinner.advance(by: .milliseconds(100))
      }
    }

    let outcome = await BrowserLaunch(baseURL: nil).run(
      collections: collections, console: recorder.console(errorIsTerminal: true),
      interrupts: .none, clock: ImmediateClock(), spinnerClock: spinner
    ) { _, _ in .quit }

    guard case .ended(.quit) = outcome else {
      Issue.record("expected the browser's ending, got \(outcome)")
      return
    }
    check(recorder.error.contains(said), "\(recorder.error.suffix(300))")
  }

  @Test func nothingListedOrAResourceNoPathCanHoldEndsTheStart() async {
    let (nothing, _) = await run(BrowserLaunch(baseURL: nil), collections: collections())
    let (invalid, _) = await run(
      BrowserLaunch(resources: [BrowsedResource(name: "a", path: "x/../y")], baseURL: nil),
      collections: .unimplemented)

    guard case .failed(.noResourcesFound) = nothing else {
      Issue.record("expected no resources found, got \(nothing)")
      return
    }
    guard case .failed(.invalidResource("a")) = invalid else {
      Issue.record("expected an invalid resource, got \(invalid)")
      return
    }
  }
}
