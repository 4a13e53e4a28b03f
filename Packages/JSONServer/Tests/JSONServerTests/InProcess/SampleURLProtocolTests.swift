import Foundation
import Models
import TestSupport
import Testing

@testable import JSONServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct SampleURLProtocolTests {
  private struct SleepFailure: Error {}

  private func fetch(
    _ path: String, from api: SampleAPI, with session: URLSession? = nil
  ) async throws -> (Data, HTTPURLResponse) {
    let session = session ?? api.makeURLSession()
    let (data, response) = try await session.data(from: api.baseURL.appendingPathComponent(path))
    return (data, try #require(response as? HTTPURLResponse))
  }

  @Test func fetchesAndDecodesThePosts() async throws {
    let api = SampleAPI()
    let (data, response) = try await fetch("posts", from: api)
    checkEqual(response.statusCode, 200)
    checkEqual(
      response.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
    let posts = try JSONDecoder().decode([Post].self, from: data)
    checkEqual(posts.count, 100)
    checkEqual(posts, SampleDataset.standard.posts)
  }

  @Test func deliversTheWholeBodyOfTheLargestCollection() async throws {
    let api = SampleAPI()
    let (data, _) = try await fetch("photos", from: api)
    checkEqual(data, api.respond(to: JSONServerRequest(path: "/photos")).body)
  }

  @Test func passesTheQueryAndMethodThrough() async throws {
    let api = SampleAPI()
    let url = try #require(URL(string: "\(api.baseURL.absoluteString)/posts?userId=2"))
    let (data, _) = try await api.makeURLSession().data(from: url)
    check(try JSONDecoder().decode([Post].self, from: data).allSatisfy { $0.userId == 2 })

    var request = URLRequest(url: api.baseURL.appendingPathComponent("posts"))
    request.httpMethod = "PUT"
    request.httpBody = Data("{}".utf8)
    let (_, response) = try await api.makeURLSession().data(for: request)
    checkEqual((response as? HTTPURLResponse)?.statusCode, 405)
  }

  @Test func deliversPagingHeadersWithLinksToItsOwnHost() async throws {
    let api = SampleAPI()
    let url = try #require(URL(string: "\(api.baseURL.absoluteString)/posts?_page=2"))
    let (data, response) = try await api.makeURLSession().data(from: url)
    let httpResponse = try #require(response as? HTTPURLResponse)
    checkEqual(httpResponse.value(forHTTPHeaderField: "X-Total-Count"), "100")
    let next = "<\(api.baseURL.absoluteString)/posts?_page=3>; rel=\"next\""
    checkEqual(httpResponse.value(forHTTPHeaderField: "Link")?.contains(next), true)
    let posts = try JSONDecoder().decode([Post].self, from: data)
    checkEqual(posts.map(\.id.rawValue), Array(11...20))
  }

  @Test func deliversNotFoundAsAResponse() async throws {
    let api = SampleAPI()
    let (data, response) = try await fetch("posts/0", from: api)
    checkEqual(response.statusCode, 404)
    checkEqual(String(decoding: data, as: UTF8.self), "{}")
  }

  @Test func keepsInstancesApart() async throws {
    let post = Post(userId: 1, id: 1, title: "Only in the small one", body: "Hi")
    let small = SampleAPI(dataset: SampleDataset(posts: [post]))
    let standard = SampleAPI()

    async let smallPosts = fetch("posts", from: small)
    async let standardPosts = fetch("posts", from: standard)
    try checkEqual(JSONDecoder().decode([Post].self, from: await smallPosts.0), [post])
    try checkEqual(JSONDecoder().decode([Post].self, from: await standardPosts.0).count, 100)
  }

  @Test(arguments: ["http://unknown.invalid/posts", "https://jsonplaceholder.typicode.com/posts"])
  func refusesHostsNoInstanceAnswersFor(address: String) async throws {
    let session = SampleAPI().makeURLSession()
    let url = try #require(URL(string: address))
    let error = await #expect(throws: URLError.self) { try await session.data(from: url) }
    checkEqual(error?.code, .cannotConnectToHost)
  }

  @Test func stopsAnsweringForAnInstanceThatIsGone() async throws {
    weak var released: SampleAPI?
    var address: URL?
    do {
      let api = SampleAPI()
      address = api.baseURL.appendingPathComponent("posts")
      released = api
    }
    check(released == nil)
    let url = try #require(address)
    let error = await #expect(throws: URLError.self) {
      try await SampleAPI().makeURLSession().data(from: url)
    }
    checkEqual(error?.code, .cannotConnectToHost)
  }

  @Test func keepsItsInstanceAliveWhileTheSessionIsUsed() async throws {
    func makeSession() -> (URLSession, URL) {
      let api = SampleAPI()
      return (api.makeURLSession(), api.baseURL.appendingPathComponent("posts/1"))
    }
    let (session, url) = makeSession()
    let (_, response) = try await session.data(from: url)
    checkEqual((response as? HTTPURLResponse)?.statusCode, 200)
  }

  @Test(.timeLimit(.minutes(1)))
  func answersManyConcurrentTasksWhileOthersAreCancelled() async {
    let api = SampleAPI()
    let session = api.makeURLSession()
    let log = LockedValue<[String]>([])
    let count = 300
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let group = DispatchGroup()
      for index in 0..<count {
        group.enter()
        let url = api.baseURL.appendingPathComponent("posts/\(index % 100 + 1)")
        let task = session.dataTask(with: url) { _, response, error in
          let status = (response as? HTTPURLResponse).map { String($0.statusCode) }
          let outcome =
            status ?? ((error as? URLError)?.code == .cancelled ? "cancelled" : "failed")
          log.withLock { $0.append("\(index) \(outcome)") }
          group.leave()
        }
        task.resume()
        if index % 3 == 0 { task.cancel() }
      }
      group.notify(queue: .global()) { done.resume() }
    }

    let outcomes = Dictionary(
      uniqueKeysWithValues: log.current.map { event in
        let parts = event.split(separator: " ")
        return (Int(parts[0]) ?? -1, String(parts[1]))
      })
    checkEqual(outcomes.count, count)
    for (index, outcome) in outcomes {
      let allowed = index % 3 == 0 ? ["200", "cancelled"] : ["200"]
      check(allowed.contains(outcome), "request \(index): \(outcome)")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func answersTasksWithCompletionHandlers() async throws {
    let api = SampleAPI(latency: .milliseconds(5), sleep: { _ in })
    let session = api.makeURLSession()
    let (data, status): (Data?, Int?) = await withCheckedContinuation { continuation in
      session.dataTask(with: api.baseURL.appendingPathComponent("users/6")) { data, response, _ in
        continuation.resume(returning: (data, (response as? HTTPURLResponse)?.statusCode))
      }.resume()
    }
    checkEqual(status, 200)
    let user = try JSONDecoder().decode(User.self, from: try #require(data))
    checkEqual(user.address.city, "東京")
  }

  @Test func doesNotWaitWithoutLatency() async throws {
    let gate = SleepGate()
    let api = SampleAPI(sleep: { try await gate.sleep(for: $0) })
    _ = try await fetch("posts/1", from: api)
    check(gate.requestedDurations.isEmpty)
  }

  @Test(.timeLimit(.minutes(1)))
  func answersOnlyAfterTheLatencyHasPassed() async throws {
    let gate = SleepGate()
    let log = LockedValue<[String]>([])
    let api = SampleAPI(latency: .milliseconds(250), sleep: { try await gate.sleep(for: $0) })

    let request = Task {
      let result = try await fetch("posts/1", from: api)
      log.withLock { $0.append("answered") }
      return result
    }
    await gate.waitForSleeps(1)
    log.withLock { $0.append("latency passed") }
    gate.open()

    let (data, response) = try await request.value
    checkEqual(gate.requestedDurations, [.milliseconds(250)])
    checkEqual(log.current, ["latency passed", "answered"])
    checkEqual(response.statusCode, 200)
    try checkEqual(JSONDecoder().decode(Post.self, from: data).id, 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func waitsOutTheLatencyOfConcurrentRequestsTogether() async throws {
    let gate = SleepGate()
    let api = SampleAPI(latency: .milliseconds(200), sleep: { try await gate.sleep(for: $0) })
    let session = api.makeURLSession()

    async let first = fetch("posts/1", from: api, with: session)
    async let second = fetch("users/1", from: api, with: session)
    // Both requests are waiting at once: a server answering one at a time never gets here.
    await gate.waitForSleeps(2)
    gate.open()

    try await checkEqual(first.1.statusCode, 200)
    try await checkEqual(second.1.statusCode, 200)
    checkEqual(gate.requestedDurations, [.milliseconds(200), .milliseconds(200)])
  }

  @Test(.timeLimit(.minutes(1)))
  func endsACancelledRequestWithoutWaitingOutTheLatency() async throws {
    let gate = SleepGate()
    let api = SampleAPI(latency: .seconds(30), sleep: { try await gate.sleep(for: $0) })

    let request = Task { try await fetch("posts", from: api) }
    await gate.waitForSleeps(1)
    request.cancel()

    let error = await #expect(throws: URLError.self) { try await request.value }
    checkEqual(error?.code, .cancelled)
    checkEqual(gate.cancelledSleeps, 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func failsTheRequestWhenWaitingFails() async throws {
    let api = SampleAPI(latency: .seconds(1), sleep: { _ in throw SleepFailure() })
    await #expect(throws: SleepFailure.self) { try await fetch("posts", from: api) }
  }

  // MARK: - Writes

  private func send(
    _ method: String, _ path: String, body: String?, to api: SampleAPI,
    asStream: Bool = false
  ) async throws -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: api.baseURL.appendingPathComponent(path))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let body {
      if asStream {
        request.httpBodyStream = InputStream(data: Data(body.utf8))
      } else {
        request.httpBody = Data(body.utf8)
      }
    }
    let (data, response) = try await api.makeURLSession().data(for: request)
    return (data, try #require(response as? HTTPURLResponse))
  }

  @Test func createsThenReadsAPostThroughASession() async throws {
    let api = SampleAPI()
    let (data, response) = try await send(
      "POST", "posts", body: #"{"userId": 3, "title": "Hello", "body": "From a session"}"#,
      to: api)
    checkEqual(response.statusCode, 201)
    checkEqual(
      response.value(forHTTPHeaderField: "Location"), "\(api.baseURL.absoluteString)/posts/101")
    let created = try JSONDecoder().decode(Post.self, from: data)
    checkEqual(created, Post(userId: 3, id: 101, title: "Hello", body: "From a session"))

    let (readData, readResponse) = try await fetch("posts/101", from: api)
    checkEqual(readResponse.statusCode, 200)
    try checkEqual(JSONDecoder().decode(Post.self, from: readData), created)
    let (listData, _) = try await fetch("users/3/posts", from: api)
    try checkEqual(JSONDecoder().decode([Post].self, from: listData).last, created)
  }

  @Test func carriesABodySetAsAStream() async throws {
    let api = SampleAPI()
    let (data, response) = try await send(
      "POST", "users", body: #"{"name": "Ann", "username": "ann", "email": "ann@example.com"}"#,
      to: api, asStream: true)
    checkEqual(response.statusCode, 201)
    let user = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    checkEqual(user["id"] as? Int, 11)
    checkEqual(user["name"] as? String, "Ann")
  }

  /// On Linux an upload task keeps its body from the session's protocols, so the sample API sees
  /// none and says so; a client sets `httpBody` instead.
  @Test func namesTheMissingBodyOfAnUpload() async throws {
    let api = SampleAPI()
    var request = URLRequest(url: api.baseURL.appendingPathComponent("todos"))
    request.httpMethod = "POST"
    let body = Data(#"{"userId": 1, "title": "Upload", "completed": true}"#.utf8)
    let (data, response) = try await api.makeURLSession().upload(for: request, from: body)
    let status = try #require(response as? HTTPURLResponse).statusCode
    #if os(Linux)
      checkEqual(status, 400)
      let error = try #require(JSONSerialization.jsonObject(with: data) as? [String: String])
      checkEqual(error, ["error": "the request body is not a JSON object: it is empty"])
    #else
      checkEqual(status, 201)
      try checkEqual(JSONDecoder().decode(Todo.self, from: data).title, "Upload")
    #endif
  }

  @Test func patchesAndDeletesThroughASession() async throws {
    let api = SampleAPI()
    let (patched, patchResponse) = try await send(
      "PATCH", "posts/7", body: #"{"title": "Renamed"}"#, to: api)
    checkEqual(patchResponse.statusCode, 200)
    let post = try JSONDecoder().decode(Post.self, from: patched)
    checkEqual(post.title, "Renamed")
    checkEqual(post.body, SampleDataset.standard.posts[6].body)
    let (readData, _) = try await fetch("posts/7", from: api)
    try checkEqual(JSONDecoder().decode(Post.self, from: readData), post)

    let (deleted, deleteResponse) = try await send("DELETE", "posts/7", body: nil, to: api)
    checkEqual(deleteResponse.statusCode, 200)
    checkEqual(String(decoding: deleted, as: UTF8.self), "{}")
    try await checkEqual(fetch("posts/7", from: api).1.statusCode, 404)
    let (comments, _) = try await fetch("posts/7/comments", from: api)
    checkEqual(String(decoding: comments, as: UTF8.self), "[]")
  }

  @Test func answersValidationErrorsThroughASession() async throws {
    let api = SampleAPI()
    let (data, response) = try await send(
      "POST", "users", body: #"{"name": " ", "username": "x", "email": "nope"}"#, to: api)
    checkEqual(response.statusCode, 422)
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let errors = try #require(object["errors"] as? [String: [String]])
    checkEqual(errors, ["name": ["can't be blank"], "email": ["is invalid"]])
    try await checkEqual(fetch("users/11", from: api).1.statusCode, 404)
  }
}
