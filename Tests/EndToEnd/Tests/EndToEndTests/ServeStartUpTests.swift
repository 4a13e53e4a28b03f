import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `app serve`'s start-up as json-server's: a missing or empty database file, a configuration
/// file, the home page and static files.
@Suite("app serve's start-up", .onWaitingThreads)
struct ServeStartUpTests {
  typealias Folder = ServeOptionTests.Folder

  @Test func makesAMissingFileWithJSONServersExampleDataAndServesIt() async throws {
    let folder = try Folder()
    let file = folder.url.appendingPathComponent("db.json")
    let server = try ServeProcess([file.path])
    let read = try await ServeOptionTests.request("GET", server.baseURL + "/profile")
    let stopped = server.stop()

    check(
      stopped.standardOutput.hasPrefix(
        "\(file.path) did not exist: made it with json-server's example data\n"))
    checkEqual(read.body, "{\n  \"name\": \"typicode\"\n}")
    check(FileManager.default.fileExists(atPath: file.path))
  }

  @Test func servesAnEmptyFileAsAnEmptyDatabaseAndSavesToIt() async throws {
    let folder = try Folder()
    let file = try folder.write("", to: "db.json")
    let server = try ServeProcess([file])
    let database = try await ServeOptionTests.request("GET", server.baseURL + "/db")
    _ = server.stop()

    checkEqual(database.status, 200)
    checkEqual(database.body, "{}")
  }

  @Test func takesItsOptionsFromJSONServerJSONAndTheCommandLineFirst() async throws {
    let folder = try Folder()
    _ = try folder.write(#"{"/api/*": "/$1"}"#, to: "routes.json")
    _ = try folder.write(
      #"{"read-only": true, "routes": "routes.json", "quiet": false}"#,
      to: "json-server.json")
    let server = try ServeProcess(["--quiet"], workingDirectory: folder.url)
    let read = try await ServeOptionTests.request("GET", server.baseURL + "/api/posts/1")
    let write = try await ServeOptionTests.request("POST", server.baseURL + "/posts", body: "{}")
    let stopped = server.stop()

    checkEqual(read.status, 200)
    checkEqual(write.status, 403)
    check(!stopped.standardOutput.contains("GET /api/posts/1"))
  }

  @Test func servesTheHomePageOrTheFilesOfPublic() async throws {
    let folder = try Folder()
    let home = try ServeProcess([], workingDirectory: folder.url)
    let page = try await ServeOptionTests.request("GET", home.baseURL + "/")
    let homeOutput = home.stop().standardOutput
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("public"), withIntermediateDirectories: true)
    _ = try folder.write("<p>mine</p>", to: "public/index.html")
    let site = try ServeProcess(["-qp0"], workingDirectory: folder.url)
    let mine = try await ServeOptionTests.request("GET", site.baseURL + "/")
    let api = try await ServeOptionTests.request("GET", site.baseURL + "/posts/1")
    let siteOutput = site.stop().standardOutput

    checkEqual(page.status, 200)
    check(page.body.contains("You're successfully running JSON Server"))
    check(page.body.contains(#"<a href="./posts">/posts</a> <sup>100x</sup>"#))
    check(homeOutput.contains("/ is the home page\n"))
    checkEqual(mine.body, "<p>mine</p>")
    checkEqual(api.status, 200)
    check(siteOutput.contains("/ serves the files of "))
  }

  @Test func showsItsVersionForJSONServersShortOption() throws {
    let result = try AppProcess.run(["serve", "-v"])

    checkEqual(result.status, 0)
    check(result.standardOutput.hasPrefix("app "))
  }
}
