import Foundation
import TestSupport
import Testing

/// `app get --download`, `-o` and `--continue`, and `--json` passing a large answer through,
/// against servers on loopback that answer `Range`, ignore it, and break off.
@Suite("downloads from the command line", .timeLimit(.minutes(2)))
struct DownloadCommandTests {
  /// A folder of the test's own, removed after it.
  private static func folder() throws -> URL {
    try Uploads.folder([:])
  }

  private static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test func aDownloadIsNamedByTheAnswerAndSavedInTheCurrentFolder() throws {
    let file = Uploads.random(300_000)
    var serving = RangeServing(file: file)
    serving.disposition = "attachment; filename=\"export 2026.bin\""
    let server = try HostileServer(script: serving.script)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let result = try AppProcess.run(
      ["get", "/exports/latest", "--download", "--base-url", server.baseURL.absoluteString],
      currentDirectory: folder)

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput, "")
    checkEqual(result.standardError, "Saved export 2026.bin (300 kB)\n")
    checkEqual(Self.names(in: folder), ["export 2026.bin"])
    checkEqual(try Data(contentsOf: folder.appendingPathComponent("export 2026.bin")), file)
  }

  @Test func outputNamesTheFileAndDashIsStandardOutput() throws {
    let file = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let server = try HostileServer(script: RangeServing(file: file).script)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("named.bin").path

    let saved = try AppProcess.run(
      ["get", "/exports/latest", "-o", target, "--base-url", server.baseURL.absoluteString])
    let printed = try AppProcess.run(
      ["get", "/exports/latest", "-o", "-", "--base-url", server.baseURL.absoluteString])

    checkEqual(saved.status, 0, "\(saved.standardError)")
    checkEqual(try Data(contentsOf: URL(fileURLWithPath: target)), file)
    checkEqual(printed.status, 0, "\(printed.standardError)")
    check(printed.outputBytes == file, "the bytes as they came, \(printed.outputBytes.count)")
    checkEqual(printed.standardError, "")
  }

  @Test func outputToAFolderSavesTheFileTheAnswerNames() throws {
    var serving = RangeServing(file: Data("a,b\n".utf8))
    serving.disposition = "attachment; filename=\"report.csv\""
    let server = try HostileServer(script: serving.script)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let result = try AppProcess.run([
      "get", "/exports/latest", "-o", folder.path, "--base-url", server.baseURL.absoluteString,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(Self.names(in: folder), ["report.csv"])
  }

  /// A download killed halfway leaves its part, and `--continue` asks for the rest alone.
  @Test func aKilledDownloadIsResumedWithContinue() throws {
    let file = Uploads.random(3_000_000)
    var serving = RangeServing(file: file)
    serving.cuts = [1_000_000]
    serving.holdsAfterCut = true
    let server = try HostileServer(script: serving.script)
    defer { server.stop() }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("dump.bin")
    let arguments = [
      "get", "/exports/dump.bin", "-o", target.path, "--base-url", server.baseURL.absoluteString,
    ]

    let first = try TerminalProcess.start(arguments)
    let partial = target.path + ".part"
    let arrived = waitUntil {
      (try? FileManager.default.attributesOfItem(atPath: partial)[.size] as? Int) == 1_000_000
    }
    kill(first.pid, SIGKILL)
    _ = first.wait()
    check(arrived, "the first million bytes reached the part")
    check(!FileManager.default.fileExists(atPath: target.path), "no file under the final name")

    let resumed = try AppProcess.run(arguments + ["--continue"])

    checkEqual(resumed.status, 0, "\(resumed.standardError)")
    checkEqual(resumed.standardError, "Saved \(target.path) (3 MB, resumed after 1 MB)\n")
    check(try Data(contentsOf: target) == file, "the bytes, whole and in order")
    checkEqual(Self.names(in: folder), ["dump.bin"])
    checkEqual(server.requests.last?.headers["range"], "bytes=1000000-")
    checkEqual(server.requests.last?.headers["if-range"], "\"v1\"")
  }

  @Test func aServerThatIgnoresRangeStartsTheFileAgain() throws {
    let file = Uploads.random(500_000)
    var serving = RangeServing(file: file)
    serving.cuts = [200_000]
    serving.honoursRange = false
    let server = try HostileServer(script: serving.script)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("dump.bin").path
    let arguments = [
      "get", "/dump.bin", "-o", target, "--retries", "0", "--base-url",
      server.baseURL.absoluteString,
    ]

    let broken = try AppProcess.run(arguments)
    let resumed = try AppProcess.run(arguments + ["--continue"])

    check([75, 76].contains(broken.status), "\(broken.status) \(broken.standardError)")
    checkEqual(broken.errorLines.count, 1, "\(broken.standardError)")
    check(
      broken.standardError.contains(
        "the download broke off after 200 kB of 500 kB, kept in \(target).part: "),
      "\(broken.standardError)")
    check(broken.standardError.hasSuffix("; --continue resumes it\n"), "\(broken.standardError)")
    checkEqual(resumed.status, 0, "\(resumed.standardError)")
    checkEqual(resumed.standardError, "Saved \(target) (500 kB)\n")
    check(try Data(contentsOf: URL(fileURLWithPath: target)) == file, "whole, not added to")
  }

  @Test func aBodyThatBreaksOffIsResumedWithinTheRetries() throws {
    let file = Uploads.random(900_000)
    var serving = RangeServing(file: file)
    serving.cuts = [300_000]
    let server = try HostileServer(script: serving.script)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("dump.bin").path

    let result = try AppProcess.run([
      "get", "/dump.bin", "-o", target, "--base-url", server.baseURL.absoluteString,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    check(try Data(contentsOf: URL(fileURLWithPath: target)) == file)
    checkEqual(server.requests.map { $0.headers["range"] }, [nil, "bytes=300000-"])
  }

  @Test func aMissingFileSavesNothing() throws {
    let server = try HostileServer(answering: [.response(404, body: #"{"detail": "Not found."}"#)])
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let result = try AppProcess.run(
      ["get", "/exports/gone.csv", "--download", "--base-url", server.baseURL.absoluteString],
      currentDirectory: folder)

    checkEqual(result.status, 1, "\(result.standardError)")
    checkEqual(result.standardError, "app: export gone.csv not found\n")
    checkEqual(Self.names(in: folder), [])
  }

  @Test(arguments: [
    (["--continue"], "option '--continue' resumes a download: add '--download' or '-o FILE'"),
    (
      ["-o", "-", "--continue"], "option '--continue' resumes a file, not standard output ('-o -')"
    ),
    (
      ["--download", "--all"], "options '--download' (or '--output') and '--all' do not go together"
    ),
  ])
  func optionsThatDoNotGoTogetherAreRefused(options: [String], message: String) throws {
    let result = try AppProcess.run(
      ["get", "/exports/latest"] + options + ["--base-url", "http://127.0.0.1:9"])
    checkEqual(result.status, 64)
    checkEqual(result.errorLines.first.map(String.init), "app: \(message)")
  }

  /// The file of the progress tests: larger than a loopback connection's buffers.
  static let largeFile = 40_000_000

  @Test func aDownloadShowsItsProgressOnATerminal() throws {
    var serving = RangeServing(file: Data(count: Self.largeFile))
    serving.cuts = [Self.largeFile / 2]
    serving.holdsAfterCut = true
    let server = try HostileServer(script: serving.script)
    defer { server.stop() }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let app = try TerminalProcess.start([
      "get", "/big.bin", "-o", folder.appendingPathComponent("big.bin").path,
      "--base-url", server.baseURL.absoluteString,
    ])
    let shown = app.waitFor(" of 40 MB")
    kill(app.pid, SIGKILL)
    let result = app.wait()

    check(shown, "the bar, once the download has gone on for a second: \(result.output)")
    let bar = result.output.components(separatedBy: "\r").first { $0.contains(" of 40 MB") } ?? ""
    check(
      bar.contains("Downloading /big.bin…") && bar.contains("█") && bar.contains("50%"), "\(bar)")
    check(bar.count <= 80, "\(bar)")
  }

  /// Into a pipe, a download held for a second and a half shows no bar: one line once saved.
  @Test func noBarIsShownIntoAPipe() throws {
    let file = Uploads.random(2_000_000)
    let server = try HostileServer { _, _ in
      [
        .text("HTTP/1.1 200 OK\r\nContent-Length: \(file.count)\r\nConnection: close\r\n\r\n"),
        .send(file.prefix(1_000_000)),
        .trickle(file.subdata(in: 1_000_000..<1_000_001), interval: 1.5),
        .send(file.suffix(from: 1_000_001)),
      ]
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("slow.bin").path

    let result = try AppProcess.run([
      "get", "/slow.bin", "-o", target, "--base-url", server.baseURL.absoluteString,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "Saved \(target) (2 MB)\n")
    check(try Data(contentsOf: URL(fileURLWithPath: target)) == file)
  }

  /// Polls `condition` until it holds, or ``HangGuard`` passes; whether it held.
  private func waitUntil(_ condition: () -> Bool) -> Bool {
    let deadline = HangGuard.deadline
    while Date() < deadline {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return false
  }

  @Test func jsonPassesALargeAnswerThroughAsItCame() throws {
    let records = (0..<40_000).map { #"{"id": \#($0), "title": "Record \#($0)"}"# }
    let body = "[" + records.joined(separator: ",") + "]"
    let server = try HostileServer { _, _ in
      [
        .response(
          200, headers: ["Content-Type": "application/json", "X-Total-Count": "90000"], body: body)
      ]
    }

    let result = try AppProcess.run([
      "get", "/records", "--json", "--base-url", server.baseURL.absoluteString,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.standardOutput == body + "\n", "the body as it came, and a line break")
    checkEqual(
      result.standardError,
      "note: the answer (1.5 MB) went out as it came, unread; its X-Total-Count says 90000: "
        + "--all reads every page\n")
  }
}
