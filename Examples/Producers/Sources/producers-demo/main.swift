import ArgumentParsing
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import Producers
import ProducersLive
import ProducersServer
import Synchronization

// `producers-demo`: the catalogue's screens as text against a producers API, or a server that
// speaks its contract.

let command: DemoCommand
do throws(UsageError) {
  command = try DemoCommand(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("producers-demo: \(error)\n\(DemoCommand.usage)\n".utf8))
  exit(2)
}

/// A client of the API at `baseURL` that keeps its answers in `storage`, or in the user's cache
/// folder when it is `nil`.
func client(of baseURL: URL, storage: String?) -> ResourceClient<Producer, Never> {
  let directory =
    storage.map { CacheDirectory(root: URL(fileURLWithPath: $0)) }
    ?? CacheDirectory.standard(
      named: "producers-demo", environment: ProcessInfo.processInfo.environment)
  return .live(
    ProducersResources.producers,
    session: HTTPSession(
      baseURL: baseURL, userAgent: "producers-demo/1.0",
      policy: TransferPolicy(timeout: .seconds(30)),
      cache: directory.map { .disk(directory: $0.directory(for: baseURL)) } ?? .disabled))
}

/// Where `export` puts the file: into the folder `path` names (the current one when it is
/// `nil`), named as the server names it, or else at `path`.
func exportDestination(_ path: String?) -> DownloadDestination {
  let url = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
  var isFolder: ObjCBool = false
  let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
  return exists && isFolder.boolValue ? .folder(url) : .file(url)
}

/// `progress` as one line: the bytes so far, of those in all when they are known.
func progressLine(_ progress: TransferProgress) -> String {
  let done = DecimalByteCount.text(Int(clamping: progress.completed))
  guard let expected = progress.expected, let fraction = progress.fractionCompleted else {
    return "downloading the export: \(done)"
  }
  let total = DecimalByteCount.text(Int(clamping: expected))
  return "downloading the export: \(done) of \(total) (\(Int(fraction * 100))%)"
}

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
case .help:
  print(DemoCommand.usage)

case .serve(let host, let port, let count):
  do {
    let server = try ProducersServer(
      host: host, port: port, producers: DemoCatalogue.producers(count))
    FileHandle.standardOutput.write(Data("serving the producers API at \(server.baseURL)\n".utf8))
    while true {
      try await Task.sleep(for: .seconds(3_600))
    }
  } catch {
    FileHandle.standardError.write(Data("producers-demo: cannot serve: \(error)\n".utf8))
    exit(1)
  }

case .list(let baseURL, let storage, let pages, let perPage, let search):
  let store = Store(
    initialState: ProducersListFeature.State(pageSize: perPage),
    reducer: ProducersListFeature(client: client(of: baseURL, storage: storage)))
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
  if let search {
    await store.send(.searchTextChanged(search))
  }
  let state = await store.state
  show(ProducersListScreen.lines(state))
  if state.feed.failure != nil, state.feed.items.isEmpty { exit(1) }

case .show(let baseURL, let storage, let id):
  let store = Store(
    initialState: ProducerDetailFeature.State(id: id),
    reducer: ProducerDetailFeature(client: client(of: baseURL, storage: storage)))
  await ReadSourceObserver.$current.withValue(observer) { await store.send(.load) }
  let state = await store.state
  show(ProducerDetailScreen.lines(state))
  if state.detail.failure != nil { exit(1) }

case .export(let baseURL, let path):
  let session = HTTPSession(
    baseURL: baseURL, userAgent: "producers-demo/1.0",
    policy: TransferPolicy(timeout: .seconds(30)))
  // Progress is redrawn on one line of a terminal, and left out of a log.
  let showsProgress = isatty(STDERR_FILENO) == 1
  let clearLine = showsProgress ? "\r\u{1B}[K" : ""
  do {
    let file = try await CatalogueExport.download(
      through: session, to: exportDestination(path)
    ) { progress in
      if showsProgress {
        FileHandle.standardError.write(Data((clearLine + progressLine(progress)).utf8))
      }
    }
    FileHandle.standardError.write(Data(clearLine.utf8))
    let size = DecimalByteCount.text(Int(clamping: file.byteCount))
    let resumed =
      file.resumedFrom > 0
      ? ", resumed after \(DecimalByteCount.text(Int(clamping: file.resumedFrom)))" : ""
    print("\(file.url.path): \(size)\(resumed)")
  } catch {
    let rerun = (error as? DownloadFailure)?.networkError != nil ? " (run it again to resume)" : ""
    FileHandle.standardError.write(
      Data("\(clearLine)producers-demo: cannot download the export: \(error)\(rerun)\n".utf8))
    exit(1)
  }
}
