import Foundation
import HTTPBasics
import TestSupport
import Testing

/// `app create` and `app edit` sending forms and files, as httpie's `-f` and `name@file` do,
/// against a server on loopback that reads each body whole and parses it apart from the app.
@Suite("uploads from the command line", .timeLimit(.minutes(2)))
struct UploadCommandTests {
  @Test func formSendsTheFieldsFormEncoded() throws {
    let server = try UploadServer()

    let result = try AppProcess.run([
      "create", "token", "-f", "username=alice", "password=wonder land", "scope:=3",
      "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    let write = try #require(server.requests.last)
    checkEqual(write.method, "POST")
    checkEqual(write.headers["content-type"], "application/x-www-form-urlencoded")
    checkEqual(
      String(decoding: write.body, as: UTF8.self), "username=alice&password=wonder%20land&scope=3")
  }

  @Test func fileItemsArriveAsPartsOfAMultipartFormWithTheFields() throws {
    let cover = Uploads.gif(randomBytes: 70_000)
    let scan = Uploads.random(200_000)
    let folder = try Uploads.folder(["cover.gif": cover, "scan.bin": scan])
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try UploadServer()

    let result = try AppProcess.run([
      "create", "photos", "title=Cover", "tags[]=a", "tags[]=b",
      "cover@\(folder.path)/cover.gif", "scan@\(folder.path)/scan.bin;type=application/pdf",
      "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    check(result.standardOutput.contains("Cover"), "\(result.standardOutput)")
    let write = try #require(server.requests.last)
    checkEqual(write.method, "POST")
    checkEqual(write.headers["content-length"], "\(write.body.count)")
    checkEqual(write.headers["transfer-encoding"], nil)
    let form = try MultipartFormData(
      parsing: write.body, contentType: try #require(write.headers["content-type"]))
    checkEqual(form.parts.map(\.name), ["title", "tags[]", "tags[]", "cover", "scan"])
    checkEqual(form.parts.map(\.text).prefix(3), ["Cover", "a", "b"])
    checkEqual(form.parts.map(\.fileName), [nil, nil, nil, "cover.gif", "scan.bin"])
    checkEqual(form.parts.map(\.contentType), [nil, nil, nil, "image/gif", "application/pdf"])
    check(form.parts(named: "cover").first?.body == cover, "the GIF's bytes, whole")
    check(form.parts(named: "scan").first?.body == scan, "the scan's bytes, whole")
  }

  @Test func anEditSendsAFileAloneWithoutAskingForFields() throws {
    let folder = try Uploads.folder(["avatar.png": Uploads.random(1000)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try UploadServer()

    let result = try AppProcess.run([
      "edit", "users", "7", "avatar@\(folder.path)/avatar.png", "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    let write = try #require(server.requests.last)
    checkEqual(write.method, "PATCH")
    checkEqual(write.path, "/users/7")
    let form = try MultipartFormData(
      parsing: write.body, contentType: try #require(write.headers["content-type"]))
    checkEqual(form.parts.map(\.name), ["avatar"])
    checkEqual(form.parts.first?.contentType, "image/png")
  }

  @Test func aDryRunShowsEachPartAsAnItemAndSendsNothing() throws {
    let folder = try Uploads.folder(["cover.gif": Uploads.gif(randomBytes: 18_387)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try UploadServer()

    let result = try AppProcess.run([
      "create", "photos", "title=Cover", "password=hunter2", "cover@\(folder.path)/cover.gif",
      "--dry-run", "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    checkEqual(
      Array(lines.suffix(4)),
      [
        "title=Cover", "password=REDACTED", "cover@\(folder.path)/cover.gif (image/gif, 18.4 kB)",
        "",
      ])
    check(
      lines.contains { $0.hasPrefix("Content-Type: multipart/form-data; boundary=") },
      "\(result.standardOutput)")
    checkEqual(server.requests.count, 0)
  }

  /// A file that cannot be sent is said in one line, without the usage, before any request.
  @Test(arguments: ["nope.gif", ""])
  func aFileThatCannotBeSentIsSaidBeforeAnyRequest(name: String) throws {
    let folder = try Uploads.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try UploadServer()
    let path = name.isEmpty ? folder.path : "\(folder.path)/\(name)"

    let result = try AppProcess.run([
      "create", "photos", "title=Cover", "cover@\(path)", "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 64)
    let reason =
      name.isEmpty
      ? "cannot send '\(path)': it is not a file" : "cannot read '\(path)': there is no such file"
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(result.standardError.hasSuffix("\(reason)\n"), "\(result.standardError)")
    checkEqual(server.requests.count, 0)
  }

  /// The file of the progress tests: larger than a loopback connection's buffers, so that the
  /// upload waits halfway while the server holds it.
  static let largeFile = 48_000_000

  @Test func anUploadOverASecondShowsItsProgressOnATerminal() throws {
    let folder = try Uploads.folder(["big.bin": Data(count: Self.largeFile)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let release = DispatchSemaphore(value: 0)
    let server = try UploadServer { release.wait() }

    let app = try TerminalProcess.start(
      ["create", "photos", "big@\(folder.path)/big.bin", "--base-url", server.baseURL])
    let shown = app.waitFor(" of 48 MB")
    release.signal()
    let result = app.wait()

    check(shown, "the bar, once the upload has gone on for a second: \(result.output)")
    let bar = result.output.components(separatedBy: "\r").first { $0.contains(" of 48 MB") } ?? ""
    check(bar.contains("Saving photos…") && bar.contains("█") && bar.contains("%"), "\(bar)")
    check(bar.count <= 80, "\(bar)")
    checkEqual(result.status, 0, "\(result.output)")
    check(result.output.contains("Cover"), "\(result.output)")
    check((server.requests.last?.body.count ?? 0) > Self.largeFile, "the whole body")
  }

  /// Into a pipe, and with `--quiet`, an upload held for a second and a half shows nothing.
  @Test(arguments: [false, true])
  func noBarIsShownIntoAPipeNorWithQuiet(onTerminal: Bool) throws {
    let folder = try Uploads.folder(["big.bin": Data(count: Self.largeFile)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try UploadServer { Thread.sleep(forTimeInterval: 1.5) }
    let arguments = [
      "create", "photos", "big@\(folder.path)/big.bin", "--base-url", server.baseURL,
    ]

    if onTerminal {
      let result = try TerminalProcess.run(arguments + ["--quiet"])
      checkEqual(result.status, 0, "\(result.output)")
      check(!result.output.contains("█") && !result.output.contains("%"), "\(result.output)")
    } else {
      let result = try AppProcess.run(arguments)
      checkEqual(result.status, 0, "\(result.standardError)")
      checkEqual(result.standardError, "")
    }
    check((server.requests.last?.body.count ?? 0) > Self.largeFile, "the whole body")
  }

  /// An upload may take longer than `--timeout` as long as its bytes keep going: the timeout
  /// counts from the last bytes sent, not from the start.
  @Test func anUploadLongerThanTheTimeoutGoesOnWhileItsBytesGo() throws {
    let size = 30_000_000
    let folder = try Uploads.folder(["slow.bin": Data(count: size)])
    defer { try? FileManager.default.removeItem(at: folder) }
    // 64 KiB each 10 ms: about 5 s for the file, beyond the timeout of 3 s, a read of the app's
    // every 0.1 s, and the last bytes the connection holds (a few megabytes on loopback) read
    // within a second or so of the app's last read.
    let server = try UploadServer(pause: 0.01)

    let result = try AppProcess.run([
      "create", "photos", "slow@\(folder.path)/slow.bin", "--timeout", "3s",
      "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 0, "\(result.standardError)")
    check((server.requests.last?.body.count ?? 0) > size, "the whole body")
  }

  /// A server that stops reading an upload is given up on after `--timeout` without progress.
  @Test func aServerThatStopsReadingIsGivenUpOnAfterTheTimeout() throws {
    let folder = try Uploads.folder(["big.bin": Data(count: Self.largeFile)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let release = DispatchSemaphore(value: 0)
    let server = try UploadServer { release.wait() }
    defer { release.signal() }

    let result = try AppProcess.run([
      "create", "photos", "big@\(folder.path)/big.bin", "--timeout", "1s",
      "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 79, "\(result.standardError)")
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(
      result.standardError.contains("POST \(server.baseURL)/photos got no answer"),
      "\(result.standardError)")
  }
}
