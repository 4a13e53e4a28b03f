import ClientCommandLine
import Foundation
import HTTPClient
import HTTPClientLive
import ServerSettingsKit
import TerminalKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct ClientSettingsSessionTests {
  let root = URL(string: "http://127.0.0.1:9/api/") ?? URL(fileURLWithPath: "/")

  func session(_ settings: ClientSettings, sending items: RequestItems = RequestItems())
    -> SessionSettings
  {
    settings.session(
      to: root, through: { URLSession(configuration: .ephemeral) }, userAgent: "app/1",
      cacheDirectory: nil, sending: items)
  }

  @Test func theLimitsAndThePolicyReachTheSession() throws {
    let settings = try ClientCommandLineTests.settings([
      "posts", "--timeout", "3s", "--retries", "5", "--max-size", "1k", "--max-age", "1h",
      "--refresh",
    ])

    let session = session(settings)

    checkEqual(session.timeout, .seconds(3))
    checkEqual(session.retries, 5)
    checkEqual(session.maximumResponseSize, 1024)
    checkEqual(session.cachePolicy.maximumAge, .seconds(3600))
    check(session.cachePolicy.revalidatesEverything)
    checkEqual(session.userAgent, "app/1")
  }

  @Test func answersAreStoredInTheServersFolderInMemoryForTheProgramsOwnOrNowhere() throws {
    let folder = CacheDirectory(root: URL(fileURLWithPath: "/tmp/cache-test"))
    let remote = ClientSettings(baseURL: root)
    let own = ClientSettings(baseURL: nil)
    let off = ClientSettings(baseURL: root, cache: CacheSettings(isEnabled: false))
    let make: @Sendable () -> URLSession = { URLSession(configuration: .ephemeral) }

    checkStorage(
      of: remote.session(to: root, through: make, userAgent: "a", cacheDirectory: folder),
      "folder /tmp/cache-test")
    checkStorage(
      of: own.session(to: root, through: make, userAgent: "a", cacheDirectory: folder),
      "memory")
    checkStorage(
      of: off.session(to: root, through: make, userAgent: "a", cacheDirectory: folder), "none")
  }

  /// Checks where `session` stores its answers: `none`, `memory` or `folder PATH`.
  func checkStorage(
    of session: SessionSettings, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let storage =
      switch session.storage {
      case .none: "none"
      case .memory: "memory"
      case .folder(let directory): "folder \(directory?.root.path ?? "none")"
      }
    checkEqual(storage, expected, sourceLocation: sourceLocation)
  }

  @Test func theCredentialsAndTheItemsHeadersAreSent() throws {
    let settings = try ClientCommandLineTests.settings(["posts", "-a", "ada:pw"])

    let session = session(settings, sending: RequestItems(headers: ["X-Trace": "1"]))

    checkEqual(session.credentials, .basic(user: "ada", password: "pw"))
    checkEqual(session.headers["X-Trace"], "1")
  }

  @Test func onlyVerboseOrLongWaitsAreObserved() throws {
    let recorder = ConsoleRecorder()
    let quiet = ClientSettings(baseURL: root)
    let verbose = ClientSettings(baseURL: root, isVerbose: true)
    var silent = session(quiet)
    var waits = session(quiet)
    var everything = session(verbose)

    quiet.report(&silent, on: recorder.console(), saysLongWaits: false)
    quiet.report(&waits, on: recorder.console(), saysLongWaits: true)
    verbose.report(&everything, on: recorder.console(), saysLongWaits: false)

    check(silent.retryObserver == nil && silent.hook == nil && silent.trafficObserver == nil)
    check(waits.retryObserver != nil && waits.hook == nil && waits.trafficObserver == nil)
    check(
      everything.retryObserver != nil && everything.hook != nil
        && everything.trafficObserver != nil)
  }
}
