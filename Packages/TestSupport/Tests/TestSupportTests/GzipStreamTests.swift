import Foundation
import TestSupport
import Testing

@Suite struct GzipStreamTests {
  /// What `gzip -dc` makes of `stream`, and whether it found the stream sound (its CRC and
  /// length included).
  private func gunzip(_ stream: Data) throws -> (output: Data, isSound: Bool) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gzip-stream-\(UUID().uuidString).gz")
    try stream.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (data, process.terminationStatus == 0)
  }

  @Test(arguments: [0, 1, 257, 258, 259, 100_000])
  func gzipReadsBackThatManyZerosAndFindsTheStreamSound(count: Int) throws {
    let stream = GzipStream.zeros(count: count)
    let (output, isSound) = try gunzip(stream)

    check(isSound, "gzip checks the CRC and the length")
    checkEqual(output, Data(count: count))
  }

  @Test func aLargeStreamIsAboutAHundredAndSixtiethOfWhatItInflatesTo() {
    check(GzipStream.zeros(count: 8 << 20).count < (8 << 20) / 150)
  }
}
