import Features
import Foundation
import HTTPClient
import HTTPClientLive
import Producers
import ProducersLive
import ProducersServer
import Synchronization

/// `producers-demo`: the catalogue's screens as text against a producers API, or a server that
/// speaks its contract.
let usage = """
  usage: producers-demo serve [--host HOST] [--port PORT] [--count N]
         producers-demo --base-url URL [--storage DIR] list [--pages N|all] [--per-page M] [--search TEXT]
         producers-demo --base-url URL [--storage DIR] show ID
  exit status: 0 done, 1 the server failed and nothing was stored, 2 bad arguments
  answers are kept in --storage DIR, by default in the user's cache folder
  """

/// Prints `message` on standard error and exits with `status`.
func exit(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

/// A whole number from `range` given to `option`, or `fallback` when it is not given.
func number(_ option: String, in range: ClosedRange<Int>, fallback: Int) -> Int {
  guard let text = arguments.value(of: option) else { return fallback }
  guard let value = Int(text), range.contains(value) else {
    exit(
      "producers-demo: \(option) takes a number from \(range.lowerBound) to \(range.upperBound)",
      status: 2)
  }
  return value
}

let arguments = DemoArguments(CommandLine.arguments.dropFirst())
guard let command = arguments.command else { exit(usage, status: 2) }

if command == "serve" {
  let host = arguments.value(of: "--host") ?? "127.0.0.1"
  let port = number("--port", in: 0...65_535, fallback: 0)
  let count = number("--count", in: 0...10_000, fallback: 45)
  do {
    let server = try ProducersServer(
      host: host, port: port, producers: DemoCatalogue.producers(count))
    FileHandle.standardOutput.write(Data("serving the producers API at \(server.baseURL)\n".utf8))
    while true {
      try await Task.sleep(for: .seconds(3_600))
    }
  } catch {
    exit("producers-demo: cannot serve: \(error)", status: 1)
  }
}

guard let base = arguments.value(of: "--base-url"), let baseURL = URL(string: base),
  baseURL.scheme == "http" || baseURL.scheme == "https", baseURL.host != nil
else { exit("producers-demo: --base-url takes an http or https URL\n" + usage, status: 2) }
let storage =
  arguments.value(of: "--storage").map { CacheDirectory(root: URL(fileURLWithPath: $0)) }
  ?? CacheDirectory.standard(
    named: "producers-demo", environment: ProcessInfo.processInfo.environment)
let client = ProducersClient.live(
  HTTPSession(
    baseURL: baseURL, userAgent: "producers-demo/1.0",
    policy: TransferPolicy(timeout: .seconds(30)),
    cache: storage.map { .disk(directory: $0.directory(for: baseURL)) } ?? .disabled))

/// Where the reads' answers came from, so that a screen from stored answers says so.
let sources = Mutex<[ReadSource]>([])
let observer = ReadSourceObserver { source in sources.withLock { $0.append(source) } }

/// Prints `lines`, and a note when stored answers stood in for the server.
func show(_ lines: [String]) {
  print(lines.joined(separator: "\n"))
  if let note = ReadSourceNote.line(for: sources.withLock { $0 }) {
    print(note)
  }
}

switch command {
case "list":
  let pagesText = arguments.value(of: "--pages") ?? "1"
  let pages = pagesText == "all" ? Int.max : number("--pages", in: 1...1_000, fallback: 1)
  let store = Store(
    initialState: ProducersListFeature.State(
      pageSize: number("--per-page", in: 1...100, fallback: 10)),
    reducer: ProducersListFeature(client: client))
  var loaded = 0
  while loaded < pages {
    let before = await store.state.feed.loadedPages
    await ReadSourceObserver.$current.withValue(observer) {
      await store.send(.feed(.loadNextPage))
    }
    let state = await store.state
    guard state.feed.loadedPages > before, state.feed.hasMore else { break }
    loaded += 1
  }
  if let search = arguments.value(of: "--search") {
    await store.send(.searchTextChanged(search))
  }
  let state = await store.state
  show(ProducersListScreen.lines(state))
  if state.feed.failure != nil, state.feed.items.isEmpty { exit(1) }

case "show":
  guard let id = arguments.positional.first.flatMap(Int.init) else {
    exit("producers-demo: show takes a producer's id\n" + usage, status: 2)
  }
  let store = Store(
    initialState: ProducerDetailFeature.State(id: Producer.ID(id)),
    reducer: ProducerDetailFeature(client: client))
  await ReadSourceObserver.$current.withValue(observer) { await store.send(.load) }
  let state = await store.state
  show(ProducerDetailScreen.lines(state))
  if state.detail.failure != nil { exit(1) }

default:
  exit("producers-demo: unknown command \(command)\n" + usage, status: 2)
}
