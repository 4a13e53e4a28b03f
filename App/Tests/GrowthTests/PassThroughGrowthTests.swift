import Foundation
import TerminalKit
import TestSupport
import Testing

extension Growth {
  /// A body passed through (`get --json`, `get -o FILE`): its cost grows with its bytes, and
  /// its memory not at all, 10 MB or 160 MB.
  @Suite struct PassThrough {
    /// A server whose answer to `/N` is N bytes of `x`, sent as the client reads them.
    static func server() throws -> HostileServer {
      try HostileServer { request, _ in
        let size = Int(request.path.split(separator: "/").last ?? "") ?? 0
        return [
          .text(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(size)\r\n"
              + "Connection: close\r\n\r\n"),
          .flood(count: size, byte: UInt8(ascii: "x")),
        ]
      }
    }

    /// Runs the program with `arguments`, its standard output dropped as it is written.
    static func run(_ arguments: [String]) async throws {
      let recorder = ConsoleRecorder()
      var console = recorder.console(outputIsTerminal: false, width: 100)
      console.writeOutputBytes = { _ in }
      try await InProcessProgram.run(arguments, on: console, recorder: recorder)
    }

    /// The arguments that pass `/size` of `server` through: to standard output as JSON, or
    /// to a file in `folder`.
    static func arguments(_ way: String, size: Int, server: HostileServer, folder: URL)
      -> [String]
    {
      let out = way == "json" ? ["--json"] : ["-o", folder.appendingPathComponent("\(size)").path]
      return ["get", "/\(size)", "--base-url", server.baseURL.absoluteString] + out
    }

    @Test(arguments: ["json", "output"])
    func aBodyPassedThroughCostsItsBytes(way: String) async throws {
      let server = try Self.server()
      defer { server.stop() }
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let measurement = try await GrowthCheck(
        name: "pass through, \(way)", bound: 32, size: 2 << 20, prepare: { _ in }
      ) { size in
        try await Self.run(Self.arguments(way, size: size, server: server, folder: folder))
      }.check()
      check(measurement.passes, "\(measurement)")
    }

    /// The most memory the program takes over what it held before, passing 10 MB then 160 MB
    /// through: the same bound for both, a backlog and a buffer's worth, never the body.
    @Test(arguments: ["json", "output"])
    func aBodyPassedThroughTakesNoMoreMemoryForMoreBytes(way: String) async throws {
      let server = try Self.server()
      defer { server.stop() }
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      // A first run, untimed: the connections, the libraries and the first allocations.
      try await Self.run(Self.arguments(way, size: 2 << 20, server: server, folder: folder))
      var peaks: [Int] = []
      for size in [10_000_000, 160_000_000] {
        peaks.append(
          try await ResidentMemory.peakGrowth {
            try await Self.run(Self.arguments(way, size: size, server: server, folder: folder))
          })
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(size)"))
      }
      let mebibytes = peaks.map { String(format: "%.1f MiB", Double($0) / 1_048_576) }
      print("pass through, \(way), memory: \(mebibytes[0]) at 10 MB, \(mebibytes[1]) at 160 MB")
      check(peaks[1] < 24 << 20, "\(mebibytes)")
      check(peaks[1] < peaks[0] + (12 << 20), "\(mebibytes)")
    }

    static func folder() throws -> URL {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("pass-through-growth-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    }
  }
}
