import Foundation
import HTTPClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct CacheRemovalTests {
  private let cache = ScratchCache()
  private let recorder = ConsoleRecorder()

  @Test(arguments: [
    (CacheRemoval(scope: "every server", answers: 1, bytes: 512), "1 answer (512 B)"),
    (CacheRemoval(scope: "every server", answers: 0, bytes: 0), "0 answers (0 B)"),
    (CacheRemoval(scope: "every server", answers: 12, bytes: 18_449), "12 answers (18.4 kB)"),
  ])
  func theSentenceCountsTheAnswersAndTheirSize(removal: CacheRemoval, counted: String) {
    checkEqual(removal.sentence, "Removed \(counted) stored for every server.")
  }

  @Test func theSentenceShowsTheScopeInert() {
    let removal = CacheRemoval(scope: "http://a\u{1B}[2J.test", answers: 2, bytes: 1000)

    checkEqual(removal.sentence, "Removed 2 answers (1 kB) stored for http://a^[[2J.test.")
  }

  @Test func jsonNamesTheScopeTheAnswersAndTheirBytes() throws {
    let removal = CacheRemoval(scope: "every server", answers: 3, bytes: 2048)

    checkEqual(
      try JSONOutput.text(for: removal),
      """
      {
        "answers" : 3,
        "bytes" : 2048,
        "scope" : "every server"
      }
      """)
  }

  @Test(arguments: [CacheRemoval.Target.everyServer, .sampleAPI])
  func withoutAFolderNothingIsStored(target: CacheRemoval.Target) {
    let status = CacheRemoval.remove(
      target, from: nil, on: recorder.console(), output: OneShotOutput())

    checkEqual(status, .success)
    checkEqual(recorder.output, "Nothing is stored: $XDG_CACHE_HOME and $HOME are not set.\n")
  }

  @Test func theSampleAPIKeepsNothingOnDisk() {
    let status = CacheRemoval.remove(
      .sampleAPI, from: cache.directory, on: recorder.console(),
      output: OneShotOutput(format: .json))

    checkEqual(status, .success)
    checkEqual(recorder.output, "The sample API keeps nothing on disk.\n")
    checkEqual(recorder.error, "")
  }

  @Test func oneServersAnswersGoAndTheOthersStay() async throws {
    defer { cache.remove() }
    let first = try await cache.storeAnswers(for: ["posts", "users"])
    let second = try await cache.storeAnswers(for: ["todos"])
    let bytes = cache.directory.servers().first {
      $0.directory == cache.directory.directory(for: first)
    }?
    .summary.size

    let status = CacheRemoval.remove(
      .server(first), from: cache.directory, on: recorder.console(),
      output: OneShotOutput(format: .json))

    checkEqual(status, .success)
    let removal = CacheRemoval(scope: first.absoluteString, answers: 2, bytes: try #require(bytes))
    checkEqual(recorder.output, try JSONOutput.text(for: removal) + "\n")
    checkEqual(cache.directory.servers().map(\.baseURL), [CacheDirectory.rootText(of: second)])
  }

  @Test func everyServersAnswersGo() async throws {
    defer { cache.remove() }
    _ = try await cache.storeAnswers(for: ["posts", "users"])
    _ = try await cache.storeAnswers(for: ["todos"])
    let bytes = cache.directory.servers().reduce(0) { $0 + $1.summary.size }

    let status = CacheRemoval.remove(
      .everyServer, from: cache.directory, on: recorder.console(), output: OneShotOutput())

    checkEqual(status, .success)
    checkEqual(
      recorder.output,
      CacheRemoval(scope: "every server", answers: 3, bytes: bytes).sentence + "\n")
    checkEqual(cache.directory.servers(), [])
  }

  @Test func theScopeIsTheRootWithoutItsPassword() throws {
    let root = try #require(URL(string: "http://ada:secret@127.0.0.1:9/api"))

    let status = CacheRemoval.remove(
      .server(root), from: cache.directory, on: recorder.console(), output: OneShotOutput())

    checkEqual(status, .success)
    checkEqual(recorder.output, "Removed 0 answers (0 B) stored for http://ada@127.0.0.1:9/api.\n")
  }

  @Test func aFolderThatCannotBeChangedIsAnErrorOfInputOrOutput() throws {
    defer { cache.remove() }
    // The cache's lock file, a folder here, cannot be opened.
    try FileManager.default.createDirectory(
      at: cache.directory.root.appendingPathComponent(".lock"), withIntermediateDirectories: true)

    let status = CacheRemoval.remove(
      .everyServer, from: cache.directory, on: recorder.console(), output: OneShotOutput())

    checkEqual(status, .ioError)
    checkEqual(recorder.output, "")
    check(
      recorder.error.hasPrefix(
        "app: cannot remove the stored data in \(cache.directory.root.path): "),
      "\(recorder.error)")
  }
}
