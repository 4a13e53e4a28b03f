import Foundation
import Models
import TestSupport
import Testing

@testable import JSONServer

@Suite struct SampleAPITests {
  let api = SampleAPI()
  let dataset = SampleDataset.standard

  private func get(_ path: String, _ query: [String: String] = [:]) -> JSONServerResponse {
    let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    return api.respond(to: JSONServerRequest(path: path, query: items))
  }

  private func decode<T: Decodable>(_ type: T.Type, from response: JSONServerResponse) throws -> T {
    try JSONDecoder().decode(type, from: response.body)
  }

  // MARK: - Collections and records

  @Test func listsEveryResourceAsItsModels() throws {
    try checkEqual(decode([Post].self, from: get("/posts")), dataset.posts)
    try checkEqual(decode([Models.Comment].self, from: get("/comments")), dataset.comments)
    try checkEqual(decode([Album].self, from: get("/albums")), dataset.albums)
    try checkEqual(decode([Photo].self, from: get("/photos")), dataset.photos)
    try checkEqual(decode([Todo].self, from: get("/todos")), dataset.todos)
    try checkEqual(decode([User].self, from: get("/users")), dataset.users)
  }

  @Test func servesOneRecordOfEveryResource() throws {
    try checkEqual(decode(Post.self, from: get("/posts/7")), dataset.posts[6])
    try checkEqual(decode(Models.Comment.self, from: get("/comments/500")), dataset.comments[499])
    try checkEqual(decode(Album.self, from: get("/albums/5")), dataset.albums[4])
    try checkEqual(decode(Photo.self, from: get("/photos/4999")), dataset.photos[4998])
    try checkEqual(decode(Todo.self, from: get("/todos/9")), dataset.todos[8])
    try checkEqual(decode(User.self, from: get("/users/10")), dataset.users[9])
  }

  @Test(arguments: ["/posts", "/posts/7", "/users/1", "/posts/7/comments", "/nope", "/posts/0"])
  func answersJSONInUTF8(path: String) {
    checkEqual(get(path).headers["Content-Type"], "application/json; charset=utf-8")
  }

  @Test func answersWithStatus200() {
    checkEqual(get("/posts").status, 200)
    checkEqual(get("/posts/7").status, 200)
    checkEqual(get("/users/3/todos").status, 200)
  }

  @Test(arguments: ["/posts/", "/posts/7/", "/posts/7/comments/"])
  func toleratesATrailingSlash(path: String) {
    let response = get(path)
    checkEqual(response.status, 200)
    checkEqual(response, get(String(path.dropLast())))
  }

  @Test func decodesPercentEncodedSegments() {
    checkEqual(get("/posts/%37"), get("/posts/7"))
  }

  // MARK: - Layout

  @Test func writesAPostsFieldsInTheAPIsOrder() {
    let response = get("/posts/1")
    checkEqual(topLevelKeys(of: response.body), ["userId", "id", "title", "body"])
  }

  @Test func writesEveryResourcesFieldsInTheAPIsOrder() {
    checkEqual(
      topLevelKeys(of: get("/comments/1").body), ["postId", "id", "name", "email", "body"])
    checkEqual(topLevelKeys(of: get("/albums/1").body), ["userId", "id", "title"])
    checkEqual(
      topLevelKeys(of: get("/photos/1").body), ["albumId", "id", "title", "url", "thumbnailUrl"])
    checkEqual(topLevelKeys(of: get("/todos/1").body), ["userId", "id", "title", "completed"])
    checkEqual(
      topLevelKeys(of: get("/users/1").body),
      [
        "id", "name", "username", "email", "address", "phone", "website", "company",
      ])
  }

  @Test func laysOutJSONLikeTheRealService() {
    let post = Post(userId: 1, id: 1, title: "Café \"déjà vu\" 👩‍💻", body: "one/two\nthree")
    let api = SampleAPI(dataset: SampleDataset(posts: [post]))
    let expected = """
      [
        {
          "userId": 1,
          "id": 1,
          "title": "Café \\"déjà vu\\" 👩‍💻",
          "body": "one/two\\nthree"
        }
      ]
      """
    checkEqual(
      String(decoding: api.respond(to: JSONServerRequest(path: "/posts")).body, as: UTF8.self),
      expected)
    checkEqual(
      String(decoding: api.respond(to: JSONServerRequest(path: "/users")).body, as: UTF8.self), "[]"
    )
  }

  @Test func keepsCoordinateTextByteForByte() throws {
    let user = try decode(User.self, from: get("/users/1"))
    checkEqual(user.address.geo.lat, "-37.8140")
    check(String(decoding: get("/users/1").body, as: UTF8.self).contains(#""lat": "-37.8140""#))
  }

  // MARK: - Relations

  @Test(
    arguments: [
      ("posts", "comments", "postId", 5),
      ("albums", "photos", "albumId", 50),
      ("users", "posts", "userId", 10),
      ("users", "albums", "userId", 10),
      ("users", "todos", "userId", 20),
    ])
  func servesChildrenAsTheFilteredCollection(
    parent: String, child: String, foreignKey: String, count: Int
  ) throws {
    let nested = get("/\(parent)/2/\(child)")
    checkEqual(nested.status, 200)
    checkEqual(nested, get("/\(child)", [foreignKey: "2"]))

    let records = try #require(JSONSerialization.jsonObject(with: nested.body) as? [[String: Any]])
    checkEqual(records.count, count)
    check(records.allSatisfy { $0[foreignKey] as? Int == 2 })
  }

  @Test func servesAPostsCommentsAsComments() throws {
    let comments = try decode([Models.Comment].self, from: get("/posts/7/comments"))
    checkEqual(comments, dataset.comments.filter { $0.postId == 7 })
    checkEqual(comments.map(\.id), [31, 32, 33, 34, 35])
  }

  @Test(arguments: ["/posts/999/comments", "/posts/abc/comments", "/users/0/todos"])
  func servesNoChildrenForAParentThatDoesNotExist(path: String) {
    let response = get(path)
    checkEqual(response.status, 200)
    checkEqual(String(decoding: response.body, as: UTF8.self), "[]")
  }

  // MARK: - Filters

  @Test func filtersACollectionByAField() throws {
    let posts = try decode([Post].self, from: get("/posts", ["userId": "3"]))
    checkEqual(posts, dataset.posts.filter { $0.userId == 3 })
    let todos = try decode([Todo].self, from: get("/todos", ["completed": "true", "userId": "1"]))
    checkEqual(todos, dataset.todos.filter { $0.completed && $0.userId == 1 })
  }

  @Test func acceptsAnyOfARepeatedParametersValues() throws {
    let query = [URLQueryItem(name: "id", value: "2"), URLQueryItem(name: "id", value: "5")]
    let response = api.respond(to: JSONServerRequest(path: "/posts", query: query))
    try checkEqual(decode([Post].self, from: response).map(\.id), [2, 5])
  }

  @Test func filtersByANestedField() throws {
    let users = try decode([User].self, from: get("/users", ["address.city": "東京"]))
    checkEqual(users.map(\.id), [6])
  }

  @Test func ignoresAFilterOnAFieldNoRecordHas() {
    checkEqual(get("/posts", ["color": "red"]), get("/posts"))
  }

  @Test func ignoresTheQueryOfARecord() {
    checkEqual(get("/posts/7", ["userId": "2"]), get("/posts/7"))
  }

  @Test func combinesARelationWithAFilter() throws {
    let comments = try decode([Models.Comment].self, from: get("/posts/7/comments", ["id": "33"]))
    checkEqual(comments.map(\.id), [33])
  }

  // MARK: - Errors

  @Test(
    arguments: [
      "/nope", "/posts/101", "/posts/0", "/posts/abc", "/posts/-1", "/posts/007", "/posts/+7",
      "/posts/1.5", "/posts/1/comments/1", "/users/1/comments", "/comments/1/posts", "/Posts",
      "/", "", "posts", "/posts//", "/posts//comments", "/posts/1//",
    ])
  func answersNotFoundWithAnEmptyObject(path: String) {
    let response = get(path)
    checkEqual(response.status, 404)
    checkEqual(String(decoding: response.body, as: UTF8.self), "{}")
    checkEqual(response.headers["Content-Type"], "application/json; charset=utf-8")
  }

  @Test func findsNothingInAnEmptyDataset() {
    let api = SampleAPI(dataset: SampleDataset())
    checkEqual(api.respond(to: JSONServerRequest(path: "/posts/1")).status, 404)
    checkEqual(api.respond(to: JSONServerRequest(path: "/posts")).body, Data("[]".utf8))
  }

  @Test(
    arguments: [
      ("POST", "/posts/1", "GET, PUT, PATCH, DELETE"),
      ("get", "/posts/1", "GET, PUT, PATCH, DELETE"),
      ("HEAD", "/posts/1", "GET, PUT, PATCH, DELETE"), ("PUT", "/posts", "GET, POST"),
      ("PATCH", "/posts", "GET, POST"), ("DELETE", "/posts", "GET, POST"),
      ("DELETE", "/posts/1/comments", "GET, POST"), ("post", "/posts", "GET, POST"),
    ])
  func refusesOtherMethodsOnExistingPaths(method: String, path: String, allowed: String) {
    let response = api.respond(to: JSONServerRequest(method: method, path: path))
    checkEqual(response.status, 405)
    checkEqual(response.headers["Allow"], allowed)
    checkEqual(String(decoding: response.body, as: UTF8.self), "{}")
    checkEqual(get("/posts"), SampleAPI().respond(to: JSONServerRequest(path: "/posts")))
  }

  @Test(arguments: ["POST", "PUT", "PATCH", "DELETE"])
  func answersNotFoundForWritesOnUnknownPaths(method: String) {
    for path in ["/nope", "/nope/1", "/posts/1/photos", "/posts/1/comments/2"] {
      let request = JSONServerRequest(
        method: method, path: path, body: Data(#"{"title": "x"}"#.utf8))
      checkEqual(api.respond(to: request).status, 404)
    }
  }

  // MARK: - Writes

  private func write(
    _ method: String, _ path: String, _ body: String, to api: SampleAPI
  ) -> JSONServerResponse {
    api.respond(to: JSONServerRequest(method: method, path: path, body: Data(body.utf8)))
  }

  @Test func keepsWritesForTheLifetimeOfTheInstance() throws {
    let created = write(
      "POST", "/posts", #"{"userId": 2, "title": "New", "body": "Text"}"#, to: api)
    checkEqual(created.status, 201)
    let post = try decode(Post.self, from: get("/posts/101"))
    checkEqual(post, Post(userId: 2, id: 101, title: "New", body: "Text"))
    try checkEqual(decode([Post].self, from: get("/users/2/posts")).last, post)
    check(try decode([Post].self, from: get("/posts", ["q": "New"])).contains(post))
    checkEqual(get("/posts", ["_page": "11"]).headers["X-Total-Count"], "101")
    try checkEqual(decode([Post].self, from: get("/posts", ["_page": "11"])), [post])
    let withComments = try #require(
      JSONSerialization.jsonObject(with: get("/posts/101", ["_embed": "comments"]).body)
        as? [String: Any])
    checkEqual((withComments["comments"] as? [Any])?.isEmpty, true)
    checkEqual(write("DELETE", "/posts/101", "", to: api).status, 200)
    checkEqual(get("/posts/101").status, 404)
  }

  @Test func keepsEachInstancesWritesToItself() throws {
    let other = SampleAPI()
    checkEqual(write("PATCH", "/users/1", #"{"name": "Changed"}"#, to: api).status, 200)
    checkEqual(write("DELETE", "/posts/1", "", to: other).status, 200)

    try checkEqual(decode(User.self, from: get("/users/1")).name, "Changed")
    checkEqual(get("/posts/1").status, 200)
    let otherUser = other.respond(to: JSONServerRequest(path: "/users/1"))
    try checkEqual(decode(User.self, from: otherUser), dataset.users[0])
    checkEqual(other.respond(to: JSONServerRequest(path: "/posts/1")).status, 404)
  }

  @Test func leavesTheStandardDataAsItWasForNewInstances() throws {
    checkEqual(write("DELETE", "/users/1", "", to: api).status, 200)
    checkEqual(
      write(
        "PUT", "/photos/1", #"{"albumId": 50, "title": "t", "url": "u", "thumbnailUrl": "v"}"#,
        to: api
      ).status, 200)
    checkEqual(get("/users/1").status, 404)

    let fresh = SampleAPI()
    try checkEqual(
      decode([User].self, from: fresh.respond(to: JSONServerRequest(path: "/users"))), dataset.users
    )
    try checkEqual(
      decode([Post].self, from: fresh.respond(to: JSONServerRequest(path: "/posts"))), dataset.posts
    )
    try checkEqual(
      decode([Photo].self, from: fresh.respond(to: JSONServerRequest(path: "/photos"))),
      dataset.photos)
    checkEqual(Database.standard[.users].records.count, dataset.users.count)
  }

  @Test func givesConcurrentCreatesUniqueIDs() async throws {
    let api = self.api
    let responses = await withTaskGroup(of: JSONServerResponse.self) { group in
      for index in 0..<64 {
        group.addTask {
          api.respond(
            to: JSONServerRequest(
              method: "POST", path: "/todos",
              body: Data(#"{"userId": 1, "title": "Task \#(index)", "completed": false}"#.utf8)))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    check(responses.allSatisfy { $0.status == 201 })
    let ids = try responses.map { try decode(Todo.self, from: $0).id.rawValue }
    checkEqual(ids.sorted(), Array(201...264))
    let todos = try decode([Todo].self, from: get("/todos"))
    checkEqual(todos.count, 264)
    checkEqual(Set(todos.map(\.id)).count, 264)
  }

  // MARK: - Instances

  @Test func givesEveryInstanceItsOwnHost() {
    let other = SampleAPI()
    check(api.baseURL != other.baseURL)
    checkEqual(api.baseURL.scheme, "http")
    checkEqual(api.baseURL.host?.hasSuffix(".invalid"), true)
  }

  @Test func servesTheDatasetItWasGiven() throws {
    let post = Post(userId: 4, id: 42, title: "Only here", body: "Hi")
    let api = SampleAPI(dataset: SampleDataset(posts: [post]))
    try checkEqual(
      decode([Post].self, from: api.respond(to: JSONServerRequest(path: "/posts"))), [post])
    try checkEqual(
      decode(Post.self, from: api.respond(to: JSONServerRequest(path: "/posts/42"))), post)
    checkEqual(api.respond(to: JSONServerRequest(path: "/posts/1")).status, 404)
  }

  /// The names of an object's members, read from the two-space indentation of the layout.
  private func topLevelKeys(of body: Data) -> [String] {
    String(decoding: body, as: UTF8.self).split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  \""), !line.hasPrefix("   ") else { return nil }
      return line.dropFirst(3).split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }
}
