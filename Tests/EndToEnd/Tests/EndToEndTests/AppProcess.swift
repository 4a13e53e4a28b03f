import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What one run of the `app` binary printed and how it exited.
struct AppResult: Sendable {
  var status: Int32
  var standardOutput: String
  var standardError: String
  /// Standard output's bytes as they came.
  var outputBytes = Data()

  /// Standard error's lines, without the empty one after the last line break.
  var errorLines: [Substring] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      standardError.hasSuffix("\n") ? 1 : 0)
  }
}

/// Runs the `app` binary named by `APP_BINARY` (or the workspace's debug build, `make build`).
enum AppProcess {
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["APP_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .appendingPathComponent("../../../../.build/debug/app")
      .standardizedFileURL
  }

  /// Runs `app` with `arguments`, standard input `input` (by default empty), standard output and error piped, and
  /// an environment without the variables the app reads (`APP_BASE_URL`, `COLUMNS`, `LINES`,
  /// `NO_COLOR`, `PAGER`, `APP_PAGER`, `APP_MAX_AGE`, `APP_NO_CACHE`) unless `environment` sets
  /// them, and with a cache folder of its own (`XDG_CACHE_HOME`) unless `environment` names one.
  /// `currentDirectory`, when given, is the folder it runs in.
  /// When `app` has not exited by ``HangGuard``, the test fails with what it printed and `app`
  /// is killed.
  static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    input: String? = nil,
    currentDirectory: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AppResult {
    let binary = self.binary
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "no app binary at \(binary.path): run 'make test', or set APP_BINARY",
      sourceLocation: sourceLocation
    )
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    var processEnvironment = ProcessInfo.processInfo.environment
    for name in ["APP_BASE_URL", "COLUMNS", "LINES", "NO_COLOR", "PAGER", "APP_PAGER"] {
      processEnvironment[name] = nil
    }
    let cacheHome = ScratchCacheHome()
    process.environment = cacheHome.environment(processEnvironment, overrides: environment)

    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    if let input, let inputPipe {
      inputPipe.fileHandleForWriting.write(Data(input.utf8))
      try inputPipe.fileHandleForWriting.close()
    }

    let outputData = DataCollector(output.fileHandleForReading)
    let errorData = DataCollector(error.fileHandleForReading)
    let hung = exited.wait(timeout: HangGuard.dispatchDeadline) == .timedOut
    if hung {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    withExtendedLifetime(cacheHome) {}
    let outputBytes = outputData.wait()
    let result = AppResult(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputBytes, as: UTF8.self),
      standardError: String(decoding: errorData.wait(), as: UTF8.self),
      outputBytes: outputBytes
    )
    if hung {
      let printed = result.standardOutput + result.standardError
      let command = arguments.joined(separator: " ")
      Issue.record(
        "app \(command) did not exit in \(Int(HangGuard.seconds)) s; it printed:\n\(printed)",
        sourceLocation: sourceLocation)
    }
    return result
  }
}

/// Reads a pipe to its end on a background thread, so a child writing a lot cannot block on a
/// full pipe while the parent waits for it to exit.
// Unchecked: `data` is written once, by the reading thread, before `done` is signalled, and read
// only after waiting for it.
private final class DataCollector: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
