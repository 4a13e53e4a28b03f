import Foundation
import TestSupport
import Testing

/// The files the upload tests send, written into a fresh folder of each test's, and what the
/// tests read back.
enum Uploads {
  /// `count` random bytes.
  static func random(_ count: Int) -> Data {
    let words = (0..<(count + 7) / 8).map { _ in UInt64.random(in: .min ... .max) }
    return words.withUnsafeBytes { Data($0.prefix(count)) }
  }

  /// A GIF's header (`GIF89a`, a screen of 1 × 1 with a table of two colours, black and white),
  /// then `count` random bytes: a file that starts as a picture does.
  static func gif(randomBytes count: Int) -> Data {
    Data("GIF89a".utf8)
      + Data([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF])
      + random(count)
  }

  /// A PDF's first line, `count` random bytes and its last line.
  static func pdf(randomBytes count: Int) -> Data {
    Data("%PDF-1.4\n".utf8) + random(count) + Data("\n%%EOF\n".utf8)
  }

  /// A new folder holding `files` (each name to its bytes), for the caller to remove.
  static func folder(_ files: [String: Data]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "app-test-uploads-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, bytes) in files {
      try bytes.write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// The SHA-256 of the file at `path` in hex, as `openssl dgst -sha256` computes it (the test
  /// target has no hash of its own; `openssl` is what the TLS tests use too).
  static func sha256(
    ofFile path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["openssl", "dgst", "-sha256", "-r", path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let digest = String(printed.prefix { $0.isHexDigit })
    try #require(
      process.terminationStatus == 0 && digest.count == 64,
      "openssl dgst -sha256 \(path) printed \(printed)", sourceLocation: sourceLocation)
    return digest
  }

  /// What `app … --json` printed, read as `type` (its members' names in snake case), or the
  /// test fails with what was printed.
  static func decoded<Value: Decodable>(
    _ type: Value.Type, from result: AppResult, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Value {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try #require(
      try? decoder.decode(type, from: Data(result.standardOutput.utf8)),
      "not a \(type): \(result.standardOutput)\(result.standardError)",
      sourceLocation: sourceLocation)
  }
}
