import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A running `app serve` on a free port: started, waited for until it prints where it listens,
/// and stopped with a signal.
// Unchecked: Foundation's `Process` is not Sendable; it is only started, signalled and waited for.
final class ServeProcess: @unchecked Sendable {
  /// The server's root, such as `http://127.0.0.1:41234`, as it printed it.
  let baseURL: String
  private let process: Process
  private let output: LineCollector
  private let error: LineCollector

  /// Starts `app serve --port 0` with `arguments`, in `workingDirectory` when given, and returns
  /// once it accepts connections: once it printed the line that `address` reads the server's
  /// root from. Another program of the build that serves the same way runs as `binary`.
  init(
    _ arguments: [String] = [], workingDirectory: URL? = nil, binary: URL = AppProcess.binary,
    address: @escaping (String) -> String? = ServeProcess.listeningAddress,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "no \(binary.lastPathComponent) binary at \(binary.path): run 'make test', or set APP_BINARY",
      sourceLocation: sourceLocation)
    process = Process()
    process.executableURL = binary
    process.arguments = ["serve", "--port", "0"] + arguments
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = FileHandle.nullDevice
    output = LineCollector(outputPipe.fileHandleForReading)
    error = LineCollector(errorPipe.fileHandleForReading)
    try process.run()
    let line = output.waitForLine { address($0) != nil }
    let listening = try #require(
      line.flatMap(address),
      "\(binary.lastPathComponent) serve printed no address; it printed: \(error.text)",
      sourceLocation: sourceLocation)
    baseURL = listening
  }

  /// The address in `app serve`'s line `listening on URL`.
  static func listeningAddress(_ line: String) -> String? {
    line.hasPrefix("listening on ") ? String(line.dropFirst("listening on ".count)) : nil
  }

  /// Runs `body` with a server of a copy of `database` (a `db.json`'s text) and the copy's file,
  /// in a folder removed when it ends.
  static func served(
    _ database: String, _ body: (ServeProcess, URL) async throws -> Void
  ) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "served-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("db.json")
    try Data(database.utf8).write(to: file)
    let server = try ServeProcess([file.path, "--quiet"])
    defer { _ = server.stop() }
    try await body(server, file)
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// Waits for a line of standard output that `matches`; `nil` when the output ends without one,
  /// or when none came by ``HangGuard``.
  func waitForOutputLine(where matches: @escaping (String) -> Bool) -> String? {
    output.waitForLine(where: matches)
  }

  /// Sends `signalNumber` and waits for the process to end; its status, standard output and
  /// standard error.
  func stop(with signalNumber: Int32 = SIGTERM) -> AppResult {
    kill(process.processIdentifier, signalNumber)
    process.waitUntilExit()
    return AppResult(
      status: process.terminationStatus, standardOutput: output.waitForEnd(),
      standardError: error.waitForEnd())
  }
}

/// Reads a pipe on a thread of its own, line by line, so that a test can wait for a line.
// A condition, not a Mutex: a test's thread blocks in it until the reading thread brings a line.
final class LineCollector: @unchecked Sendable {
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var buffer = Data()
  private var isDone = false

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        condition.lock()
        if chunk.isEmpty { isDone = true } else { buffer.append(chunk) }
        condition.broadcast()
        condition.unlock()
        if chunk.isEmpty { return }
      }
    }
  }

  var text: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: buffer, as: UTF8.self)
  }

  /// The first whole line that `matches`, or `nil` when the pipe ends or ``HangGuard`` passes
  /// first.
  func waitForLine(where matches: (String) -> Bool) -> String? {
    let deadline = HangGuard.deadline
    condition.lock()
    defer { condition.unlock() }
    while true {
      let lines = String(decoding: buffer, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).dropLast()
      if let line = lines.first(where: { matches(String($0)) }) { return String(line) }
      if isDone || !condition.wait(until: deadline) { return nil }
    }
  }

  /// Everything the pipe gave, once it has ended.
  func waitForEnd() -> String {
    condition.lock()
    defer { condition.unlock() }
    while !isDone { condition.wait() }
    return String(decoding: buffer, as: UTF8.self)
  }
}
