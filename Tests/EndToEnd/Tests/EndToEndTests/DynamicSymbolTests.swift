#if os(Linux)
  import Foundation
  import Testing

  /// The app exports `curl_multi_setopt` so its socket narrowing interposes FoundationNetworking's calls.
  @Suite struct DynamicSymbolTests {
    @Test func appExportsCurlMultiSetopt() throws {
      let binary = AppProcess.binary
      try #require(FileManager.default.isExecutableFile(atPath: binary.path))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["nm", "-D", "--defined-only", binary.path]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0)
      let names = String(decoding: data, as: UTF8.self)
        .split(separator: "\n")
        .compactMap { $0.split(separator: " ").last }
      #expect(names.contains("curl_multi_setopt"))
    }
  }
#endif
