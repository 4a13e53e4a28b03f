import Foundation
import HTTPClient
import TestSupport
import Testing

extension Growth {
  /// Reading a multipart form of a text and a file of n and 16 n bytes, 4 KiB at a time, as
  /// an upload sends it: each block of the file must cost the same however far into it.
  @Suite struct MultipartFormReading {
    @Test func eachBlockOfAFileCostsTheSameWhateverCameBefore() async throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("multipart-growth-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = { @Sendable (size: Int) in folder.appendingPathComponent("\(size).bin").path }

      let measurement = try await GrowthCheck(
        name: "multipart form", bound: 32, size: 1 << 16,
        prepare: { size in
          // A sparse file: its zeros take no disk and no memory to make.
          _ = FileManager.default.createFile(atPath: path(size), contents: nil)
          let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path(size)))
          try handle.truncate(atOffset: UInt64(size))
          try handle.close()
        }
      ) { size in
        let form = MultipartForm([.text("title", "Blob"), .file("file", path: path(size))])
        let reader = try form.makeReader()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var total = 0
        while case let read = try buffer.withUnsafeMutableBytes({ try reader.read(into: $0) }),
          read > 0
        {
          total += read
        }
        guard total > size else { throw CancellationError() }
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
