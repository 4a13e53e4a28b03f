import Foundation
import TestSupport
import Testing

/// The stored answers, end to end: the app against a loopback server that counts requests and
/// sends `ETag` and `Cache-Control: no-cache`, as json-server does.
@Suite("the HTTP cache", .onWaitingThreads)
struct CacheTests {
  static let posts = "[\(RemoteServerTests.post)]"
  static let users = "[\(RemoteServerTests.user)]"

  /// A server that answers `/posts`, `/users` and `/posts/12` with an `ETag` of their body's
  /// version, `304` to a request that names it, and a `PATCH` of `/posts/12`.
  static func validatingServer(
    version: String = "1", expandsAuthor: Bool = false
  ) throws -> LoopbackServer {
    let expandedPost =
      String(RemoteServerTests.post.dropLast()) + ", \"user\": \(RemoteServerTests.user)}"
    return try LoopbackServer { request, _ in
      let bodies = [
        "/posts": posts, "/users": users, "/posts/12": RemoteServerTests.post,
        "/posts/12/comments": "[\(RemoteServerTests.comment)]",
        "/posts/12?_expand=user": expandsAuthor ? expandedPost : RemoteServerTests.post,
        "/users/3": RemoteServerTests.user,
      ]
      if request.method == "PATCH" {
        return .http(200, body: RemoteServerTests.post)
      }
      guard let body = bodies[request.path] else { return .http(404, body: "{}") }
      let etag = "W/\"\(request.path.count)-\(version)\""
      let headers = ["ETag": etag, "Cache-Control": "no-cache", "X-Total-Count": "1"]
      if request.headers["if-none-match"] == etag {
        return .http(304, headers: headers)
      }
      return .http(200, headers: headers, body: body)
    }
  }

  /// A cache folder for the runs of one test, removed with it.
  let cacheHome = ScratchCacheHome()

  func run(_ arguments: [String], against server: LoopbackServer) throws -> AppResult {
    try AppProcess.run(
      arguments + ["--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }

  func requests(of server: LoopbackServer, after count: Int) -> [String] {
    server.receivedRequests.dropFirst(count).map { request in
      let condition = request.headers["if-none-match"].map { " if-none-match \($0)" } ?? ""
      return "\(request.method) \(request.path)\(condition)"
    }
  }

  @Test("within --max-age the second run sends nothing; after it, conditional requests")
  func maximumAgeThenRevalidation() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }

    let first = try run(["posts"], against: server)
    checkEqual(first.status, 0)
    checkEqual(Set(requests(of: server, after: 0)), ["GET /posts", "GET /users"])

    let warm = try run(["posts", "--max-age", "1h"], against: server)
    checkEqual(warm.status, 0)
    checkEqual(warm.standardOutput, first.standardOutput)
    checkEqual(server.receivedRequests.count, 2, "nothing sent within --max-age")

    let revalidated = try run(["posts"], against: server)
    checkEqual(revalidated.standardOutput, first.standardOutput)
    checkEqual(
      Set(requests(of: server, after: 2)),
      ["GET /posts if-none-match W/\"6-1\"", "GET /users if-none-match W/\"6-1\""],
      "one round trip: the posts and the no-cache users, each checked")
  }

  @Test("--refresh asks again for everything the command reads, and APP_MAX_AGE does not stop it")
  func refresh() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }
    _ = try run(["posts"], against: server)

    let result = try AppProcess.run(
      ["posts", "--refresh", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path, "APP_MAX_AGE": "1h"])

    checkEqual(result.status, 0)
    checkEqual(
      Set(requests(of: server, after: 2)),
      [
        "GET /posts if-none-match W/\"6-1\"", "GET /users if-none-match W/\"6-1\"",
      ])
  }

  @Test("--offline answers from the store with the server gone, and names what is missing")
  func offline() throws {
    let server = try Self.validatingServer()
    let online = try run(["posts"], against: server)
    server.stop()

    let offline = try run(["posts", "--offline"], against: server)
    let missing = try run(["post", "12", "--offline"], against: server)

    checkEqual(offline.status, 0)
    checkEqual(offline.standardOutput, online.standardOutput)
    check(offline.standardError.isEmpty)
    checkEqual(missing.status, 69)
    check(missing.standardOutput.isEmpty)
    checkEqual(
      missing.standardError,
      "app: offline, and GET \(server.baseURL)/posts/12?_expand=user is not stored: "
        + "never read online, or cleared since; run the command once online first\n")
  }

  @Test("after a write, --offline shows the lists as before it, and says the record was cleared")
  func writeThenOffline() throws {
    let server = try Self.validatingServer()
    _ = try run(["posts"], against: server)
    _ = try run(["post", "12"], against: server)
    let edit = try run(["post", "edit", "12", "--title", "Renamed"], against: server)
    server.stop()

    let list = try run(["posts", "--offline"], against: server)
    let record = try run(["post", "12", "--offline"], against: server)

    checkEqual(edit.status, 0)
    checkEqual(list.status, 0)
    check(list.standardOutput.contains("12\t"))
    check(
      list.standardError.hasPrefix("app: warning: showing GET \(server.baseURL)/posts as stored "))
    check(list.standardError.hasSuffix(", before your last change\n"))
    checkEqual(record.status, 69)
    check(
      record.standardError.hasPrefix(
        "app: offline, and GET \(server.baseURL)/posts/12?_expand=user is not stored: "
          + "cleared by a write "))
  }

  @Test("answers an earlier version stored that this one cannot read are dropped with one line")
  func earlierFormat() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }
    let first = try run(["posts"], against: server)
    let folders = try FileManager.default.contentsOfDirectory(
      at: cacheHome.url.appendingPathComponent("app"), includingPropertiesForKeys: nil
    ).filter { !$0.lastPathComponent.hasPrefix(".") }
    let folder = try #require(folders.first)
    let entries = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "entry" }
    try #require(entries.count == 2)
    try Data("app-http-cache-2\nGET /posts\n100\n".utf8).write(to: entries[0])
    try FileManager.default.removeItem(at: folder.appendingPathComponent(".index"))

    let again = try run(["posts"], against: server)
    let third = try run(["posts"], against: server)

    checkEqual(again.status, 0)
    checkEqual(again.standardOutput, first.standardOutput)
    checkEqual(
      again.standardError,
      "app: warning: dropped 1 stored answer that this version cannot read (an earlier "
        + "version's, or damaged); they are asked for again\n")
    check(third.standardError.isEmpty, "the folder is checked once")
  }

  @Test("--offline sends nothing to a server that is up, and refuses a write before asking")
  func offlineSendsNothing() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }
    _ = try run(["posts"], against: server)

    let read = try run(["posts", "--offline"], against: server)
    let write = try run(["post", "delete", "12", "--yes", "--offline"], against: server)

    checkEqual(read.status, 0)
    checkEqual(write.status, 64)
    checkEqual(
      write.errorLines.first,
      "app: option '--offline' does not apply to 'post delete', which changes data on the server")
    checkEqual(server.receivedRequests.count, 2, "only the first, online run's")
  }

  @Test("a server that cannot be reached is stood in for by the stored data, with a warning")
  func staleOnError() throws {
    let server = try Self.validatingServer()
    let online = try run(["posts"], against: server)
    server.stop()

    let result = try run(["posts"], against: server)

    checkEqual(result.status, 0)
    checkEqual(result.standardOutput, online.standardOutput)
    let lines = result.standardError.split(separator: "\n")
    checkEqual(lines.count, 1)
    checkEqual(lines.first?.hasPrefix("app: warning: showing data from "), true)
    checkEqual(
      lines.first?.hasSuffix("cannot reach 127.0.0.1:\(server.port): connection refused"), true)
  }

  @Test("a command that fails says only why, not that stored data stood in for part of it")
  func failureWithoutStaleWarning() throws {
    let server = try LoopbackServer { request, _ in
      request.path == "/posts/12/comments"
        ? .http(200, headers: ["ETag": "\"c\""], body: "[\(RemoteServerTests.comment)]")
        : .http(404, body: "{}")
    }
    try checkEqual(run(["post", "12"], against: server).status, 1)
    server.stop()

    let result = try run(["post", "12", "--retries", "0"], against: server)

    checkEqual(result.status, 69)
    checkEqual(result.errorLines.count, 1)
    checkEqual(result.errorLines.first?.contains("cannot reach"), true)
  }

  @Test("without stored data, an unreachable server is the same error as without a cache")
  func unreachableWithoutStoredData() throws {
    let server = try Self.validatingServer()
    server.stop()

    let result = try run(["posts", "--retries", "0"], against: server)

    checkEqual(result.status, 69)
    check(result.standardError.contains("cannot reach 127.0.0.1:\(server.port)"))
    check(!result.standardError.contains("warning"))
  }

  @Test("a write makes the next read of what it changed ask the server, even within --max-age")
  func writeInvalidates() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }
    _ = try run(["posts"], against: server)
    _ = try run(["post", "12"], against: server)
    let before = server.receivedRequests.count

    let edit = try run(["post", "edit", "12", "--title", "Renamed"], against: server)
    checkEqual(edit.status, 0)
    let afterEdit = server.receivedRequests.count
    _ = try run(["posts", "--max-age", "1h"], against: server)

    check(requests(of: server, after: before).contains("PATCH /posts/12"))
    checkEqual(
      requests(of: server, after: afterEdit), ["GET /posts if-none-match W/\"6-1\""],
      "the posts, stored before the change, are asked about; the users stay stored")
  }

  @Test("several app processes at once share the cache folder and never read a torn entry")
  func processesAtOnce() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }
    let first = try run(["posts"], against: server)
    let results = LockedValue<[AppResult]>([])
    let group = DispatchGroup()

    for index in 0..<8 {
      let arguments =
        index.isMultiple(of: 2) ? ["posts", "--refresh"] : ["posts", "--max-age", "1h"]
      group.enter()
      Thread.detachNewThread { [self] in
        defer { group.leave() }
        if let result = try? run(arguments, against: server) {
          results.withLock { $0.append(result) }
        }
      }
    }
    // Each run ends by itself or at the hang guard.
    group.wait()

    checkEqual(results.current.count, 8)
    for result in results.current {
      checkEqual(result.status, 0)
      checkEqual(result.standardOutput, first.standardOutput)
      check(result.standardError.isEmpty)
    }
  }

  @Test("--no-cache and APP_NO_CACHE=1 neither use nor keep stored data")
  func noCache() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }

    _ = try run(["posts", "--no-cache"], against: server)
    _ = try AppProcess.run(
      ["posts", "--max-age", "1h", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path, "APP_NO_CACHE": "1"])

    checkEqual(requests(of: server, after: 0).filter { $0.hasPrefix("GET /posts") }.count, 2)
    check(requests(of: server, after: 0).allSatisfy { !$0.contains("if-none-match") })
    check(
      !FileManager.default.fileExists(atPath: cacheHome.url.appendingPathComponent("app").path))
  }

  @Test("a cache that cannot be written is one warning, and the command still succeeds")
  func unwritableCache() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }
    let file = cacheHome.url.appendingPathComponent("not-a-folder")
    try FileManager.default.createDirectory(at: cacheHome.url, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: file)

    let result = try AppProcess.run(
      ["post", "12", "--base-url", server.baseURL], environment: ["XDG_CACHE_HOME": file.path])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Served from loopback"))
    checkEqual(
      result.standardError,
      "app: warning: cannot store data in the cache (Not a directory); going on without it\n")
  }

  @Test("cache info lists each server; cache clear empties one, and --all every one")
  func infoAndClear() throws {
    let first = try Self.validatingServer()
    let second = try Self.validatingServer()
    defer {
      first.stop()
      second.stop()
    }
    _ = try run(["posts"], against: first)
    _ = try run(["post", "12"], against: second)

    let info = try run(["cache", "info"], against: first)
    checkEqual(info.status, 0)
    checkEqual(
      info.standardError,
      "Location: \(cacheHome.url.path)/app\n"
        + "Limit: 50 MB, an equal share per server\n")
    check(info.standardOutput.contains("\(first.baseURL)\t2\t"))
    check(info.standardOutput.contains("\(second.baseURL)\t3\t"))
    check(
      info.standardOutput.split(separator: "\n").allSatisfy { $0.hasSuffix("\t25000000") },
      "two servers with answers share the limit")

    let clear = try run(["cache", "clear"], against: first)
    check(clear.standardOutput.hasPrefix("Removed 2 answers ("))
    try checkEqual(run(["posts", "--offline"], against: first).status, 69)
    try checkEqual(run(["post", "12", "--offline"], against: second).status, 0)

    let all = try run(["cache", "clear", "--all"], against: first)
    check(all.standardOutput.hasPrefix("Removed 3 answers ("))
    let empty = try run(["cache", "info"], against: first)
    check(empty.standardOutput.isEmpty)
    check(empty.standardError.hasSuffix("Nothing is stored.\n"))
  }

  @Test(
    "cache options that contradict each other are usage errors",
    arguments: [
      (
        ["posts", "--offline", "--refresh"],
        "options '--offline' and '--refresh' cannot be used together"
      ),
      (
        ["posts", "--offline", "--no-cache"],
        "options '--offline' and '--no-cache' cannot be used together"
      ),
      (["posts", "--offline", "--sample"], "option '--offline' does not apply with '--sample'"),
      (["posts", "--max-age", "soon", "--sample"], "invalid value 'soon' for '--max-age'"),
    ])
  func contradictions(arguments: [String], message: String) throws {
    let result = try AppProcess.run(arguments)

    checkEqual(result.status, 64)
    check(result.standardError.contains(message))
  }

  @Test("a post's detail is one round trip: the post with its author, and its comments")
  func postDetailInOneRoundTrip() throws {
    let server = try Self.validatingServer(expandsAuthor: true)
    defer { server.stop() }

    let result = try run(["post", "12"], against: server)

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Ada Quill"))
    checkEqual(
      Set(requests(of: server, after: 0)),
      [
        "GET /posts/12?_expand=user", "GET /posts/12/comments",
      ])
  }

  @Test("a server that does not expand the author is asked for the author on its own")
  func postDetailWithoutExpansion() throws {
    let server = try Self.validatingServer()
    defer { server.stop() }

    let result = try run(["post", "12"], against: server)

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Served from loopback"))
    check(result.standardOutput.contains("Ada Quill"))
    checkEqual(
      Set(requests(of: server, after: 0)),
      [
        "GET /posts/12?_expand=user", "GET /posts/12/comments", "GET /users/3",
      ],
      "this server does not expand the author, so it is asked for on its own")
  }
}
