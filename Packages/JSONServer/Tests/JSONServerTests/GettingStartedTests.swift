import Foundation
import JSONServer
import Models
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The code of the "Getting Started with JSONServer" article (`JSONServer.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func answerARequest() throws {
    let api = SampleAPI()
    let response = api.respond(to: JSONServerRequest(path: "/users/1/todos"))
    let todos = try JSONDecoder().decode([Todo].self, from: response.body)
    // response.status == 200, and todos has user 1's 20 to-dos

    checkEqual(response.status, 200)
    checkEqual(todos.count, 20)
    check(todos.allSatisfy { $0.userId == 1 })
  }

  @Test func askForAPage() throws {
    let api = SampleAPI()

    let page = api.respond(
      to: JSONServerRequest(
        path: "/posts",
        query: [
          URLQueryItem(name: "userId", value: "1"),
          URLQueryItem(name: "_page", value: "2"),
          URLQueryItem(name: "_limit", value: "3"),
        ]))
    // page.headers["X-Total-Count"] == "10": user 1 wrote 10 posts; this page has posts 4, 5 and 6

    checkEqual(page.headers["X-Total-Count"], "10")
    let posts = try JSONDecoder().decode([Post].self, from: page.body)
    checkEqual(posts.map(\.id), [4, 5, 6])
    let next = #"</posts?userId=1&_page=3&_limit=3>; rel="next""#
    checkEqual(page.headers["Link"]?.contains(next), true)
  }

  @Test func writeRecords() throws {
    let api = SampleAPI()

    let created = api.respond(
      to: JSONServerRequest(
        method: "POST", target: "/posts",
        body: Data(#"{"userId": 1, "title": "Night trains", "body": "Slow and kind."}"#.utf8)))
    // created.status == 201, created.headers["Location"] == "/posts/101"

    let refused = api.respond(
      to: JSONServerRequest(
        method: "POST", target: "/posts",
        body: Data(#"{"userId": 99, "title": " "}"#.utf8)))
    // refused.status == 422, and its body names userId, title and body

    checkEqual(created.status, 201)
    checkEqual(created.headers["Location"], "/posts/101")
    let stored = api.respond(to: JSONServerRequest(path: "/posts/101"))
    try checkEqual(JSONDecoder().decode(Post.self, from: stored.body).title, "Night trains")
    checkEqual(refused.status, 422)
    let problems = try JSONDecoder().decode([String: [String: [String]]].self, from: refused.body)
    checkEqual(
      problems,
      [
        "errors": [
          "userId": ["does not exist"], "title": ["can't be blank"], "body": ["can't be blank"],
        ]
      ])
  }

  @Test(.timeLimit(.minutes(1)))
  func serveAURLSession() async throws {
    let api = SampleAPI()

    let session = api.makeURLSession()
    let body: Data? = await withCheckedContinuation { continuation in
      session.dataTask(with: api.baseURL.appending(path: "users/1")) { data, _, _ in
        continuation.resume(returning: data)
      }.resume()
    }
    let user = try body.map { try JSONDecoder().decode(User.self, from: $0) }
    // user?.id == 1

    checkEqual(user?.id, 1)
    checkEqual(user, SampleDataset.standard.users.first)
  }

  @Test func serveAJSONServerDatabase() throws {
    let database = #"{"posts": [{"id": 1, "title": "json-server"}], "profile": {"name": "ana"}}"#
    let server = try JSONServer(
      document: Data(database.utf8), options: JSONServerOptions(isReadOnly: false))
    let createdThere = server.respond(
      to: JSONServerRequest(
        method: "POST", target: "/posts",
        headers: ["Host": "localhost:3000", "Content-Type": "application/json"],
        body: Data(#"{"title": "Night trains"}"#.utf8)))
    // createdThere.status == 201, createdThere.headers["Location"] == "http://localhost:3000/posts/2"
    let names = server.resources.map(\.name)
    // names == ["posts", "profile"]

    checkEqual(createdThere.status, 201)
    checkEqual(createdThere.headers["Location"], "http://localhost:3000/posts/2")
    checkEqual(names, ["posts", "profile"])
  }

  @Test func serveOverHTTPAndStop() async throws {
    let sample = JSONServer(sample: .standard, options: JSONServerOptions())
    let http = try JSONServerListener(api: sample, host: "127.0.0.1", port: 0, log: { print($0) })
    print(http.banner, terminator: "")
    // listening on http://127.0.0.1:PORT, then a line per resource: http://127.0.0.1:PORT/posts, …

    check(http.banner.hasPrefix("listening on http://127.0.0.1:\(http.address.port)\n"))
    check(http.banner.contains("  \(http.address.url)/posts\n"))

    guard let url = URL(string: http.address.url + "/posts/1?_delay=20") else { return }
    let client = URLSession(configuration: .ephemeral)
    let (post, answer) = try await client.data(from: url)
    // after 20 milliseconds, the post with id 1; the log says "GET /posts/1?_delay=20 200 …ms"

    checkEqual((answer as? HTTPURLResponse)?.statusCode, 200)
    let read = try JSONSerialization.jsonObject(with: post) as? [String: Any]
    checkEqual(read?["id"] as? Int, 1)

    await http.shutdown()
  }
}
