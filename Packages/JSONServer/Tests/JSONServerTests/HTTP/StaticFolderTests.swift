import Foundation
import HTTPBasics
import HTTPServer
import TestSupport
import Testing

@testable import JSONServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct StaticFolderTests {
  /// A folder of files beside a secret outside it, removed when released.
  final class Site {
    let root: URL
    let folder: StaticFolder

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "static-folder-\(UUID().uuidString)")
      let publicFolder = root.appendingPathComponent("public")
      let manager = FileManager.default
      try manager.createDirectory(
        at: publicFolder.appendingPathComponent("docs"), withIntermediateDirectories: true)
      try manager.createDirectory(
        at: publicFolder.appendingPathComponent(".git"), withIntermediateDirectories: true)
      try Data("<h1>Hello</h1>\n".utf8).write(to: publicFolder.appendingPathComponent("index.html"))
      try Data("body {}\n".utf8).write(to: publicFolder.appendingPathComponent("style.css"))
      try Data("0123456789".utf8).write(to: publicFolder.appendingPathComponent("digits.txt"))
      try Data("{}".utf8).write(to: publicFolder.appendingPathComponent("data.unknownext"))
      try Data("guide".utf8).write(to: publicFolder.appendingPathComponent("docs/index.html"))
      try Data("[core]".utf8).write(to: publicFolder.appendingPathComponent(".git/config"))
      try Data("token".utf8).write(to: publicFolder.appendingPathComponent(".env"))
      try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
      try manager.createSymbolicLink(
        at: publicFolder.appendingPathComponent("leak.txt"),
        withDestinationURL: root.appendingPathComponent("secret.txt"))
      try manager.createSymbolicLink(
        at: publicFolder.appendingPathComponent("outside"), withDestinationURL: root)
      try manager.createSymbolicLink(
        at: publicFolder.appendingPathComponent("alias.txt"),
        withDestinationURL: publicFolder.appendingPathComponent("digits.txt"))
      mkfifo(publicFolder.appendingPathComponent("pipe").path, 0o600)
      folder = try StaticFolder(publicFolder)
    }

    deinit {
      try? FileManager.default.removeItem(at: root)
    }

    func get(_ target: String, method: String = "GET", headers: HTTPHeaders = [:])
      -> HTTPResponse?
    {
      folder.response(to: HTTPRequest(method: method, target: target, headers: headers))
    }
  }

  /// The bytes a response sends: its body, or the stretch of its file.
  static func bytes(of response: HTTPResponse?) -> String? {
    guard let response else { return nil }
    guard let file = response.file else { return String(decoding: response.body, as: UTF8.self) }
    var buffer = [UInt8](repeating: 0, count: file.count)
    let count = pread(fileDescriptor(of: file), &buffer, buffer.count, off_t(file.offset))
    return count == file.count ? String(decoding: buffer, as: UTF8.self) : nil
  }

  /// The descriptor a file body reads, found by its mirror.
  static func fileDescriptor(of file: HTTPFileBody) -> Int32 {
    Mirror(reflecting: file).children.first { $0.label == "descriptor" }?.value as? Int32 ?? -1
  }

  @Test func sendsAFileWithJSONServersHeaders() throws {
    let site = try Site()

    let response = try #require(site.get("/style.css"))

    checkEqual(response.status, 200)
    checkEqual(response.headers["Content-Type"], "text/css; charset=UTF-8")
    checkEqual(response.headers["Accept-Ranges"], "bytes")
    checkEqual(response.headers["Cache-Control"], "public, max-age=0")
    checkEqual(response.headers["Last-Modified"]?.hasSuffix(" GMT"), true)
    checkEqual(response.headers["ETag"]?.hasPrefix("W/\"8-"), true)
    checkEqual(response.file?.count, 8)
    checkEqual(Self.bytes(of: response), "body {}\n")
  }

  @Test func sendsTheIndexOfAFolderAndRedirectsToItsSlash() throws {
    let site = try Site()

    checkEqual(Self.bytes(of: site.get("/")), "<h1>Hello</h1>\n")
    checkEqual(Self.bytes(of: site.get("/docs/")), "guide")
    let redirect = try #require(site.get("/docs?x=1"))
    checkEqual(redirect.status, 301)
    checkEqual(redirect.headers["Location"], "/docs/?x=1")
    checkEqual(redirect.headers["Content-Security-Policy"], "default-src 'none'")
    checkEqual(Self.bytes(of: redirect)?.contains(#"Redirecting to <a href="/docs/?x=1">"#), true)
    checkEqual(site.get("//docs")?.headers["Location"], "/docs/")
  }

  @Test(arguments: [
    "/../secret.txt", "/docs/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
    "/docs/..%2f..%2fsecret.txt", "/leak.txt", "/outside/secret.txt", "/.git/config", "/.env",
    "/%2egit/config", "/pipe", "/missing.html", "/style.css/", "/docs/missing/", "/bad%zz",
    "/nul%00.txt", "/%C0%AE%C0%AE/secret.txt", "/..\\secret.txt",
  ])
  func leavesToTheAPIWhatItMustNotOrCannotServe(target: String) throws {
    let site = try Site()

    checkEqual(site.get(target), nil)
  }

  @Test func servesALinkThatStaysInTheFolderAndResolvesDotsWithin() throws {
    let site = try Site()

    checkEqual(Self.bytes(of: site.get("/alias.txt")), "0123456789")
    checkEqual(Self.bytes(of: site.get("/docs/../digits.txt")), "0123456789")
    checkEqual(Self.bytes(of: site.get("/%64igits.txt")), "0123456789")
  }

  @Test func leavesOtherMethodsToTheAPI() throws {
    let site = try Site()

    for method in ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] {
      checkEqual(site.get("/style.css", method: method), nil)
    }
  }

  @Test func answersHeadWithTheLengthOfTheFile() throws {
    let site = try Site()

    let response = try #require(site.get("/digits.txt", method: "HEAD"))

    checkEqual(response.status, 200)
    checkEqual(response.file?.count, 10)
    checkEqual(response.headers["Content-Type"], "text/plain; charset=UTF-8")
  }

  @Test func answers304ForATagOrDateTheClientHas() throws {
    let site = try Site()
    let first = try #require(site.get("/digits.txt"))
    let tag = try #require(first.headers["ETag"])
    let date = try #require(first.headers["Last-Modified"])

    let byTag = try #require(site.get("/digits.txt", headers: ["If-None-Match": tag]))
    let byDate = try #require(site.get("/digits.txt", headers: ["If-Modified-Since": date]))
    let noCache = try #require(
      site.get("/digits.txt", headers: ["If-None-Match": tag, "Cache-Control": "no-cache"]))
    let other = try #require(site.get("/digits.txt", headers: ["If-None-Match": "W/\"1-1\""]))

    check(byTag.status == 304 && byTag.file == nil && byTag.headers["Content-Type"] == nil)
    checkEqual(byTag.headers["ETag"], tag)
    checkEqual(byDate.status, 304)
    checkEqual(noCache.status, 200)
    checkEqual(other.status, 200)
  }

  /// The server reads `If-Modified-Since` as an IMF-fixdate alone: the same moment in HTTP's
  /// obsolete forms is no date to it, so the file is sent whole.
  @Test func readsOnlyAnIMFFixdateAsTheDateTheClientHas() throws {
    let site = try Site()
    let first = try #require(site.get("/digits.txt"))
    let date = try #require(first.headers["Last-Modified"])
    // `Wed, 25 Nov 2026 20:51:03 GMT`: weekday, day, month, year, time, zone.
    let parts = date.split(separator: " ").map(String.init)
    try #require(parts.count == 6)
    let weekdays = [
      "Sun": "Sunday", "Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday",
      "Thu": "Thursday", "Fri": "Friday", "Sat": "Saturday",
    ]
    let weekday = String(parts[0].dropLast())
    let day = try #require(Int(parts[1]))
    let asctime = "\(weekday) \(parts[2]) \(day < 10 ? " " : "")\(day) \(parts[4]) \(parts[3])"
    let rfc850 =
      "\(weekdays[weekday] ?? weekday), \(parts[1])-\(parts[2])-\(parts[3].suffix(2)) \(parts[4]) GMT"

    checkEqual(HTTPDate.date(from: asctime), HTTPDate.date(from: date))
    checkEqual(HTTPDate.date(from: rfc850), HTTPDate.date(from: date))
    for obsolete in [asctime, rfc850] {
      let answer = try #require(site.get("/digits.txt", headers: ["If-Modified-Since": obsolete]))
      checkEqual(answer.status, 200)
    }
  }

  @Test func sendsOneRangeAndTheWholeFileForSeveral() throws {
    let site = try Site()

    let range = try #require(site.get("/digits.txt", headers: ["Range": "bytes=2-4"]))
    let suffix = try #require(site.get("/digits.txt", headers: ["Range": "bytes=-3"]))
    let merged = try #require(site.get("/digits.txt", headers: ["Range": "bytes=0-1,2-3"]))
    let several = try #require(site.get("/digits.txt", headers: ["Range": "bytes=0-1,5-6"]))
    let stale = try #require(
      site.get("/digits.txt", headers: ["Range": "bytes=2-4", "If-Range": "\"other\""]))

    checkEqual(range.status, 206)
    checkEqual(range.headers["Content-Range"], "bytes 2-4/10")
    checkEqual(Self.bytes(of: range), "234")
    checkEqual(Self.bytes(of: suffix), "789")
    check(merged.status == 206 && Self.bytes(of: merged) == "0123")
    check(several.status == 200 && Self.bytes(of: several) == "0123456789")
    checkEqual(stale.status, 200)
  }

  /// json-server answers them with Express's error page, its stack shown.
  @Test func refusesARangeBeyondTheFileAndAFailedPrecondition() throws {
    let site = try Site()

    let beyond = try #require(site.get("/digits.txt", headers: ["Range": "bytes=20-30"]))
    let unmatched = try #require(site.get("/digits.txt", headers: ["If-Match": "\"nope\""]))
    let changed = try #require(
      site.get(
        "/digits.txt", headers: ["If-Unmodified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"]))

    checkEqual(beyond.status, 416)
    checkEqual(beyond.headers["Content-Range"], "bytes */10")
    checkEqual(beyond.headers["Content-Type"], "text/html; charset=utf-8")
    checkEqual(Self.bytes(of: beyond)?.contains("<pre>Range Not Satisfiable</pre>"), true)
    check(unmatched.status == 412 && changed.status == 412)
    check(beyond.file == nil && unmatched.file == nil)
  }

  @Test func namesTheTypeOfEachKindOfFile() throws {
    let site = try Site()

    checkEqual(site.get("/index.html")?.headers["Content-Type"], "text/html; charset=UTF-8")
    checkEqual(site.get("/data.unknownext")?.headers["Content-Type"], "application/octet-stream")
  }

  @Test func refusesAFolderThatIsNotOne() throws {
    let site = try Site()

    #expect(throws: ServeError.self) {
      try StaticFolder(site.root.appendingPathComponent("secret.txt"))
    }
    #expect(throws: ServeError.self) {
      try StaticFolder(site.root.appendingPathComponent("none"))
    }
  }
}
