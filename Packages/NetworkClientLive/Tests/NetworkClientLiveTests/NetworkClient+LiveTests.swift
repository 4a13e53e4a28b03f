import Foundation
import Models
import NetworkClient
import NetworkClientLive
import NetworkClientTestSupport
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("NetworkClient.live")
struct NetworkClientLiveTests {
  // MARK: Requests

  @Test(
    "requests go below the base URL, whatever its path prefix and trailing slash",
    arguments: [
      ("", ""), ("/", ""), ("/api", "/api"), ("/api/", "/api"), ("/v1/api/", "/v1/api"),
    ])
  func requestURLs(pathPrefix: String, expectedPrefix: String) async throws {
    let server = try StubServer(pathPrefix: pathPrefix, routes: Fixtures.routes())
    let client = server.client()

    _ = try await client.posts(PostQuery())
    _ = try await client.post(2)
    _ = try await client.users(UserQuery())
    _ = try await client.user(1)
    _ = try await client.comments(CommentQuery(postID: 3))
    _ = try await client.albums(AlbumQuery(userID: 1))
    _ = try await client.album(3)
    _ = try await client.photos(PhotoQuery(albumID: 2))
    _ = try await client.photo(4)
    _ = try await client.todos(TodoQuery(userID: 2, completed: true))

    let expected = [
      "/posts", "/posts/2", "/users", "/users/1", "/posts/3/comments", "/users/1/albums",
      "/albums/3", "/albums/2/photos", "/photos/4", "/users/2/todos?completed=true",
    ]
    checkEqual(
      server.requests.map { $0.url?.absoluteString },
      expected.map { "https://\(server.host)\(expectedPrefix)\($0)" })
  }

  @Test("every endpoint asks for its route, nested or not, with the query's items")
  func requestTargets() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let client = server.client()
    let query = RecordQuery(pageNumber: 2, perPage: 5, sort: [.init("title", descending: true)])
    let list = "_page=2&_limit=5&_sort=title&_order=desc"

    _ = try await client.posts(PostQuery(userID: 1, list: query))
    _ = try await client.posts(PostQuery(list: RecordQuery(pageNumber: nil, perPage: 3)))
    _ = try await client.users(UserQuery(list: RecordQuery(pageNumber: 4, perPage: nil)))
    _ = try await client.comments(CommentQuery(list: query))
    _ = try await client.comments(CommentQuery(postID: 3))
    _ = try await client.albums(AlbumQuery())
    _ = try await client.albums(AlbumQuery(userID: 2, list: query))
    _ = try await client.photos(PhotoQuery())
    _ = try await client.photos(PhotoQuery(albumID: 3, list: query))
    _ = try await client.todos(TodoQuery())
    _ = try await client.todos(TodoQuery(completed: false, list: query))

    checkEqual(
      server.requests.map { target(of: $0) },
      [
        "/users/1/posts?\(list)", "/posts?_page=1&_limit=3", "/users?_page=4",
        "/comments?\(list)", "/posts/3/comments", "/albums", "/users/2/albums?\(list)",
        "/photos", "/albums/3/photos?\(list)", "/todos", "/todos?completed=false&\(list)",
      ])
  }

  @Test("a sort field with spaces, & or + arrives as it was asked for")
  func percentEncodedQuery() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let field = "company name & co+ =x#y"

    _ = try await server.client().users(
      UserQuery(list: RecordQuery(sort: [.init(field, descending: true)])))

    let url = try #require(server.requests.first?.url)
    let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
    checkEqual(components.path, "/users")
    checkEqual(
      components.queryItems,
      [
        URLQueryItem(name: "_sort", value: field), URLQueryItem(name: "_order", value: "desc"),
      ])
  }

  @Test("every request is a GET asking for JSON with the client's User-Agent")
  func requestMethodAndHeaders() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let client = server.client(userAgent: "JSONPlaceholderApp/2.4 (Linux)")

    _ = try await client.posts(PostQuery())
    _ = try await client.post(1)
    _ = try await client.users(UserQuery())
    _ = try await client.user(1)
    _ = try await client.comments(CommentQuery(postID: 1))
    _ = try await client.albums(AlbumQuery())
    _ = try await client.album(1)
    _ = try await client.photos(PhotoQuery())
    _ = try await client.todos(TodoQuery())

    let requests = server.requests
    try #require(requests.count == 9)
    for request in requests {
      checkEqual(request.httpMethod, "GET")
      checkEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
      checkEqual(request.value(forHTTPHeaderField: "User-Agent"), "JSONPlaceholderApp/2.4 (Linux)")
      checkEqual(request.httpBody, nil)
    }
  }

  // MARK: Decoding

  @Test("a 200 is decoded for each endpoint")
  func decodesEachEndpoint() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let client = server.client()

    try await checkEqual(client.posts(PostQuery()).items, Fixtures.posts)
    try await checkEqual(client.posts(PostQuery(userID: 2)).items, [Fixtures.posts[1]])
    try await checkEqual(client.post(2), Fixtures.posts[1])
    try await checkEqual(client.users(UserQuery()).items, Fixtures.users)
    try await checkEqual(client.user(2), Fixtures.users[1])
    try await checkEqual(client.comments(CommentQuery(postID: 3)).items, Fixtures.comments(on: 3))
    try await checkEqual(client.albums(AlbumQuery()).items, Fixtures.albums)
    try await checkEqual(client.albums(AlbumQuery(userID: 2)).items, [Fixtures.albums[2]])
    try await checkEqual(client.album(2), Fixtures.albums[1])
    try await checkEqual(client.photos(PhotoQuery()).items, Fixtures.photos)
    try await checkEqual(client.photos(PhotoQuery(albumID: 3)).items, Array(Fixtures.photos[4...]))
    try await checkEqual(client.todos(TodoQuery()).items, Fixtures.todos)
    try await checkEqual(client.todos(TodoQuery(userID: 1)).items, Array(Fixtures.todos[..<3]))
  }

  @Test("any 2xx status is decoded")
  func decodesOtherSuccessStatuses() async throws {
    let server = try StubServer(routes: ["/posts": .json(Fixtures.posts, status: 203)])

    try await checkEqual(server.client().posts(PostQuery()).items, Fixtures.posts)
  }

  // MARK: Pages

  @Test("a page carries X-Total-Count and the number and size asked for")
  func pageWithTotalCount() async throws {
    let server = try StubServer(routes: [
      "/todos": try .json(Array(Fixtures.todos[2...])).with(header: "X-Total-Count", "4")
    ])

    let page = try await server.client().todos(
      TodoQuery(list: RecordQuery(pageNumber: 2, perPage: 2)))

    checkEqual(page, Page(items: Array(Fixtures.todos[2...]), totalCount: 4, number: 2, size: 2))
    checkEqual(page.pageCount, 2)
  }

  @Test(
    "a page without X-Total-Count, or with garbage in it, has no total", arguments: [nil, "many"])
  func pageWithoutTotalCount(header: String?) async throws {
    var answer = try StubResponse.json(Fixtures.albums)
    if let header {
      answer = answer.with(header: "X-Total-Count", header)
    }
    let server = try StubServer(routes: ["/albums": answer])

    let page = try await server.client().albums(
      AlbumQuery(list: RecordQuery(pageNumber: 1, perPage: nil)))

    checkEqual(page, Page(items: Fixtures.albums, totalCount: nil, number: 1, size: 10))
    checkEqual(page.pageCount, nil)
  }

  @Test("a page past the end is an empty page, not an error")
  func pagePastTheEnd() async throws {
    let server = try StubServer(routes: [
      "/photos": try .json([Photo]()).with(header: "X-Total-Count", "6")
    ])

    let page = try await server.client().photos(
      PhotoQuery(list: RecordQuery(pageNumber: 99, perPage: 5)))

    checkEqual(page, Page(items: [], totalCount: 6, number: 99, size: 5))
    checkEqual(page.pageCount, 2)
    checkEqual(server.requests.first.map(target(of:)), "/photos?_page=99&_limit=5")
  }

  @Test("the children of a missing parent are an empty page when the server answers 200 []")
  func nestedCollectionOfMissingParent() async throws {
    let server = try StubServer(routes: ["/users/99/posts": try .json([Post]())])

    let page = try await server.client().posts(PostQuery(userID: 99))

    check(page.items.isEmpty)
  }

  @Test("a body that is not JSON is undecodable, saying so")
  func malformedJSON() async throws {
    let server = try StubServer(routes: ["/posts": .text(#"[{"userId": 1, "id": 1, "titl"#)])

    let error = try await #require(throws: NetworkError.self) {
      try await server.client().posts(PostQuery())
    }

    guard case .undecodable(let resource, let codingPath, let reason) = error else {
      Issue.record("expected undecodable, got \(error)")
      return
    }
    checkEqual(resource, "posts")
    checkEqual(codingPath, "")
    check(reason.hasPrefix("the body is not JSON: it fails at line 1, column "), "\(reason)")
    check(error.description.hasPrefix("unexpected response for posts: the body is not JSON"))
  }

  @Test("an empty 200 body is undecodable, saying so")
  func emptyBody() async throws {
    let server = try StubServer(routes: ["/users/1": .text("")])

    await #expect(
      throws: NetworkError.undecodable(
        resource: "user", codingPath: "", reason: "the body is empty, not JSON")
    ) { try await server.client().user(1) }
  }

  @Test("a record that does not decode is left out of the page, with its place, such as [1].title")
  func typeMismatchInList() async throws {
    let body = """
      [{"userId": 1, "id": 1, "title": "fine", "body": "fine"},
       {"userId": 1, "id": 2, "title": 42, "body": "not fine"}]
      """
    let server = try StubServer(routes: ["/posts": .text(body)])

    let page = try await server.client().posts(PostQuery())

    checkEqual(page.items, [Post(userId: 1, id: 1, title: "fine", body: "fine")])
    checkEqual(
      page.skipped,
      [
        SkippedItems(
          resource: "posts", count: 1, total: 2,
          firstProblem: "[1].title: expected to decode String but found number instead")
      ])
  }

  @Test("a list none of whose records decode names the first one's place, such as [0].title")
  func typeMismatchInEveryRecord() async throws {
    let body = """
      [{"userId": 1, "id": 1, "title": 41, "body": "not fine"},
       {"userId": 1, "id": 2, "title": 42, "body": "not fine"}]
      """
    let server = try StubServer(routes: ["/posts": .text(body)])

    await #expect(
      throws: NetworkError.undecodable(
        resource: "posts", codingPath: "[0].title",
        reason: "expected to decode String but found number instead")
    ) { try await server.client().posts(PostQuery()) }
  }

  @Test("a type mismatch in a nested object names its place, such as address.geo.lat")
  func typeMismatchInNestedObject() async throws {
    var user =
      try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(Fixtures.users[0])) as? [String: Any]
    var address = try #require(user?["address"] as? [String: Any])
    address["geo"] = ["lat": -37.3159, "lng": "81.1496"]
    user?["address"] = address
    let body = try JSONSerialization.data(withJSONObject: try #require(user))
    let server = try StubServer(routes: [
      "/users/1": StubResponse(
        status: 200, contentType: "application/json", body: body)
    ])

    let error = try await #require(throws: NetworkError.self) { try await server.client().user(1) }

    guard case .undecodable("user", "address.geo.lat", let reason) = error else {
      Issue.record("expected undecodable user at address.geo.lat, got \(error)")
      return
    }
    check(reason.contains("String"))
  }

  @Test("a missing key names the key's place")
  func missingKey() async throws {
    let server = try StubServer(routes: [
      "/posts/1/comments": .text(#"[{"postId": 1, "id": 1, "name": "n", "email": "e"}]"#)
    ])

    await #expect(
      throws: NetworkError.undecodable(
        resource: "comments", codingPath: "[0].body", reason: "missing key")
    ) { try await server.client().comments(CommentQuery(postID: 1)) }
  }

  // MARK: Statuses

  @Test("a 404 for an item is notFound for that item", arguments: ["post", "user", "album"])
  func notFoundItem(resource: String) async throws {
    let server = try StubServer(routes: [:])
    let client = server.client()

    let error = try await #require(throws: NetworkError.self) {
      switch resource {
      case "post": _ = try await client.post(999)
      case "user": _ = try await client.user(999)
      default: _ = try await client.album(999)
      }
    }

    checkEqual(error, .notFound(resource: resource, id: "999"))
    checkEqual(error.description, "\(resource) 999 not found")
    checkEqual(server.requestedPaths, ["/\(resource)s/999"])
  }

  @Test("a 404 for album 9 says album 9 not found")
  func notFoundAlbumMessage() async throws {
    let server = try StubServer(routes: [:])

    let error = try await #require(throws: NetworkError.self) {
      try await server.client().album(9)
    }

    checkEqual(error.description, "album 9 not found")
  }

  @Test("a 404 for a nested collection is notFound for its parent")
  func notFoundNestedCollection() async throws {
    let server = try StubServer(routes: [:])
    let client = server.client()

    await #expect(throws: NetworkError.notFound(resource: "post", id: "999")) {
      try await client.comments(CommentQuery(postID: 999))
    }
    await #expect(throws: NetworkError.notFound(resource: "user", id: "98")) {
      try await client.todos(TodoQuery(userID: 98))
    }
    await #expect(throws: NetworkError.notFound(resource: "album", id: "97")) {
      try await client.photos(PhotoQuery(albumID: 97))
    }
    checkEqual(
      server.requestedPaths, ["/posts/999/comments", "/users/98/todos", "/albums/97/photos"])
  }

  @Test(
    "a 404 for a top-level collection has no item to name, so it is an unexpected status",
    arguments: ["/users", "/comments", "/albums", "/photos", "/todos", "/posts"])
  func notFoundList(path: String) async throws {
    let server = try StubServer(routes: [path: .text("{}", status: 404)])
    let client = server.client()

    let url = try #require(URL(string: "https://\(server.host)\(path)"))
    await #expect(
      throws: NetworkError.unexpectedStatus(
        code: 404, bodyExcerpt: "{}", request: ShownRequest("GET", url))
    ) {
      switch path {
      case "/users": _ = try await client.users(UserQuery())
      case "/comments": _ = try await client.comments(CommentQuery())
      case "/albums": _ = try await client.albums(AlbumQuery())
      case "/photos": _ = try await client.photos(PhotoQuery())
      case "/todos": _ = try await client.todos(TodoQuery())
      default: _ = try await client.posts(PostQuery())
      }
    }
    checkEqual(server.requestedPaths, [path])
  }

  @Test("a 500 with an HTML page gives a short, printable, one-line excerpt of its text")
  func serverErrorWithHTML() async throws {
    let page = """
      <!DOCTYPE html>
      <html>
      <head>
        <title>500 Internal Server Error</title>
        <style>body { font-family: sans-serif; }</style>
      </head>
      <body>
        <h1>Internal Server Error</h1>
        <p>The server encountered an internal error &amp; could not complete your request.
        Please try again later.</p>
      </body>
      </html>
      """
    let server = try StubServer(routes: [
      "/posts": .text(page, status: 500, contentType: "text/html")
    ])

    let error = try await #require(throws: NetworkError.self) {
      try await server.client().posts(PostQuery())
    }

    guard case .unexpectedStatus(500, let excerpt, _, _) = error else {
      Issue.record("expected unexpectedStatus 500, got \(error)")
      return
    }
    checkEqual(
      excerpt, "500 Internal Server Error Internal Server Error The server encountered an inter…")
    check(excerpt.count <= 80)
    check(!excerpt.contains("<") && !excerpt.contains(">") && !excerpt.contains("font-family"))
    check(!excerpt.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test("terminal escape sequences and control characters are kept out of the excerpt")
  func serverErrorWithEscapes() async throws {
    let body = "\u{1B}[31mFATAL\u{1B}[0m: disk\u{7} full\r\n\u{1B}]0;pwned\u{7}\tretry\u{0} later"
    let server = try StubServer(routes: [
      "/users": .text(body, status: 502, contentType: "text/plain")
    ])

    await #expect(
      throws: NetworkError.unexpectedStatus(
        code: 502, bodyExcerpt: "FATAL: disk full retry later",
        request: ShownRequest("GET", server.baseURL.appendingPathComponent("users")))
    ) { try await server.client().users(UserQuery()) }
  }

  /// The path and query that `request` asked for, such as `/posts?_page=2`.
  private func target(of request: URLRequest) -> String {
    guard let url = request.url,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return "" }
    return components.percentEncodedPath
      + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
  }
}

@Suite("NetworkClient.live writes")
struct NetworkClientLiveWriteTests {
  private let user = Fixtures.users[1]

  /// A server that answers every request with `answer`.
  private func server(answering answer: StubResponse) throws -> StubServer {
    try StubServer { request in try answer.answering(request) }
  }

  /// The one request `server` received, as `METHOD /path`, with its JSON body.
  private func onlyRequest(
    of server: StubServer
  ) throws -> (line: String, body: NSDictionary?, request: URLRequest) {
    let requests = server.requests
    try #require(requests.count == 1)
    let request = requests[0]
    return (
      "\(request.httpMethod ?? "") \(request.url?.path ?? "")", try request.jsonBody(), request
    )
  }

  // MARK: Requests

  @Test("createPost POSTs the draft as JSON with sorted keys and the client's headers")
  func createPostRequest() async throws {
    let created = Post(userId: 1, id: 101, title: "T", body: "B")
    let server = try server(answering: .json(created, status: 201))

    let post = try await server.client(userAgent: "App/3").createPost(
      PostDraft(userId: 1, title: "T", body: "B"))

    checkEqual(post, created)
    let sent = try onlyRequest(of: server)
    checkEqual(sent.line, "POST /posts")
    checkEqual(
      sent.request.bodyData.map { String(decoding: $0, as: UTF8.self) },
      #"{"body":"B","title":"T","userId":1}"#)
    checkEqual(
      sent.request.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
    checkEqual(sent.request.value(forHTTPHeaderField: "Accept"), "application/json")
    checkEqual(sent.request.value(forHTTPHeaderField: "User-Agent"), "App/3")
  }

  @Test("updatePost PATCHes only the changed fields")
  func updatePostRequest() async throws {
    let updated = Post(userId: 1, id: 7, title: "New", body: "Old body")
    let server = try server(answering: .json(updated))

    let post = try await server.client().updatePost(7, PostChanges(title: "New"))

    checkEqual(post, updated)
    let sent = try onlyRequest(of: server)
    checkEqual(sent.line, "PATCH /posts/7")
    checkEqual(sent.body, (try jsonObject(#"{"title": "New"}"#)))
    checkEqual(
      sent.request.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
  }

  @Test("updateTodo PATCHes only the changed fields and decodes the to-do")
  func updateTodoRequest() async throws {
    let updated = Todo(userId: 2, id: 4, title: "Water the plants", completed: true)
    let server = try server(answering: .json(updated))

    let todo = try await server.client().updateTodo(4, TodoChanges(completed: true))

    checkEqual(todo, updated)
    let sent = try onlyRequest(of: server)
    checkEqual(sent.line, "PATCH /todos/4")
    checkEqual(sent.body, (try jsonObject(#"{"completed": true}"#)))
    checkEqual(
      sent.request.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
  }

  @Test("createUser POSTs the whole draft, nested objects included, and decodes the user")
  func createUserRequest() async throws {
    let server = try server(answering: .json(user, status: 201))
    let draft = UserDraft(
      name: user.name, username: user.username, email: user.email, phone: user.phone,
      website: user.website, address: user.address, company: user.company)

    try await checkEqual(server.client().createUser(draft), user)
    let sent = try onlyRequest(of: server)
    checkEqual(sent.line, "POST /users")
    checkEqual(sent.body, (try encodedJSONObject(draft)))
    check(sent.body?["id"] == nil)
    checkEqual(sent.body?["address"] as? NSDictionary, (try encodedJSONObject(user.address)))
  }

  @Test("updateUser PATCHes only the changed fields, the address whole")
  func updateUserRequest() async throws {
    let server = try server(answering: .json(user))
    let address = User.Address(
      street: "Rue de la Paix", suite: "2", city: "Lyon", zipcode: "69001",
      geo: User.Geo(lat: "45.76", lng: "4.83"))

    try await checkEqual(
      server.client().updateUser(2, UserChanges(email: "e@x.example", address: address)), user)
    let sent = try onlyRequest(of: server)
    checkEqual(sent.line, "PATCH /users/2")
    checkEqual(
      sent.body,
      (try jsonObject(
        """
        {"email": "e@x.example",
         "address": {"street": "Rue de la Paix", "suite": "2", "city": "Lyon",
                     "zipcode": "69001", "geo": {"lat": "45.76", "lng": "4.83"}}}
        """)))
  }

  @Test("deletePost and deleteUser send DELETE without a body and accept 200 {}")
  func deleteRequests() async throws {
    let server = try server(answering: .text("{}"))
    let client = server.client()

    try await client.deletePost(3)
    try await client.deleteUser(4)

    let requests = server.requests
    checkEqual(
      requests.map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" },
      [
        "DELETE /posts/3", "DELETE /users/4",
      ])
    for request in requests {
      check(request.bodyData == nil || request.bodyData?.isEmpty == true)
      checkEqual(request.value(forHTTPHeaderField: "Content-Type"), nil)
      checkEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    }
  }

  // MARK: Statuses

  @Test("a create answered 200 instead of 201 is decoded too")
  func createAnswered200() async throws {
    let created = Post(userId: 1, id: 101, title: "T", body: "B")
    let server = try server(answering: .json(created, status: 200))

    try await checkEqual(
      server.client().createPost(PostDraft(userId: 1, title: "T", body: "B")), created)
  }

  @Test("a status other than the write's own is unexpected", arguments: [202, 204])
  func otherSuccessStatus(status: Int) async throws {
    let server = try server(answering: .text("{}", status: status))

    await #expect(
      throws: NetworkError.unexpectedStatus(
        code: status, bodyExcerpt: "{}",
        request: ShownRequest("PATCH", server.baseURL.appendingPathComponent("posts/1")))
    ) { try await server.client().updatePost(1, PostChanges(body: "B")) }
  }

  @Test("a 404 from an update or a delete is notFound for the item")
  func notFound() async throws {
    let server = try server(answering: .notFound)
    let client = server.client()

    let error = try await #require(throws: NetworkError.self) {
      try await client.updatePost(999, PostChanges(title: "T"))
    }
    checkEqual(error.description, "post 999 not found")
    await #expect(throws: NetworkError.notFound(resource: "user", id: "998")) {
      try await client.updateUser(998, UserChanges(name: "N"))
    }
    await #expect(throws: NetworkError.notFound(resource: "post", id: "997")) {
      try await client.deletePost(997)
    }
    await #expect(throws: NetworkError.notFound(resource: "user", id: "996")) {
      try await client.deleteUser(996)
    }
  }

  @Test("a 422 with field errors is rejected, with each field's messages")
  func rejected() async throws {
    let body = #"{"errors": {"userId": ["does not exist"], "title": ["can't be blank"]}}"#
    let server = try server(answering: .text(body, status: 422))

    let error = try await #require(throws: NetworkError.self) {
      try await server.client().createPost(PostDraft(userId: 99, title: " ", body: "B"))
    }

    guard case .rejected(let resource, let fieldErrors) = error else {
      Issue.record("expected rejected, got \(error)")
      return
    }
    checkEqual(resource, "post")
    checkEqual(
      fieldErrors, FieldErrors(["userId": [#""does not exist""#], "title": [#""can't be blank""#]]))
    checkEqual(
      error.description,
      #"the server rejected the post: title "can't be blank"; userId "does not exist""#)
  }

  @Test("a 422 on a user names the user")
  func rejectedUser() async throws {
    let server = try server(
      answering: .text(#"{"errors": {"email": ["is invalid"]}}"#, status: 422))

    await #expect(
      throws: NetworkError.rejected(
        resource: "user", fieldErrors: FieldErrors(["email": [#""is invalid""#]]))
    ) { try await server.client().updateUser(1, UserChanges(email: "nope")) }
  }

  @Test("a 422 or a 404 on a to-do names the to-do")
  func rejectedTodo() async throws {
    let rejecting = try server(
      answering: .text(#"{"errors": {"completed": ["must be a boolean"]}}"#, status: 422))
    let missing = try server(answering: .notFound)

    await #expect(
      throws: NetworkError.rejected(
        resource: "todo", fieldErrors: FieldErrors(["completed": [#""must be a boolean""#]]))
    ) { try await rejecting.client().updateTodo(1, TodoChanges(completed: true)) }
    await #expect(throws: NetworkError.notFound(resource: "todo", id: "999")) {
      try await missing.client().updateTodo(999, TodoChanges(completed: false))
    }
  }

  @Test("a 422 without field errors is an unexpected status")
  func unprocessableWithoutFieldErrors() async throws {
    let server = try server(answering: .text("Unprocessable Entity", status: 422))

    await #expect(
      throws: NetworkError.unexpectedStatus(
        code: 422, bodyExcerpt: "Unprocessable Entity",
        request: ShownRequest("POST", server.baseURL.appendingPathComponent("users"))
      )
    ) { try await server.client().createUser(UserDraft(name: "N", username: "u", email: "e")) }
  }

  @Test("a 400 is an unexpected status whose excerpt is the server's error message")
  func badRequest() async throws {
    let server = try server(
      answering: .text(#"{"error": "the request body is not valid JSON"}"#, status: 400))

    let error = try await #require(throws: NetworkError.self) {
      try await server.client().createPost(PostDraft(userId: 1, title: "T", body: "B"))
    }

    checkEqual(
      error,
      .unexpectedStatus(
        code: 400, bodyExcerpt: "the request body is not valid JSON",
        request: ShownRequest("POST", server.baseURL.appendingPathComponent("posts"))))
    checkEqual(
      error.description,
      "POST https://\(server.host)/posts: HTTP 400: the request body is not valid JSON")
  }

  @Test("a create answered with success but not the resource is unconfirmed, saying why")
  func unconfirmedCreate() async throws {
    let server = try server(answering: .text(#"{"id": 101}"#, status: 201))

    let error = try await #require(throws: NetworkError.self) {
      try await server.client().createPost(PostDraft(userId: 1, title: "T", body: "B"))
    }

    checkEqual(
      error, .unconfirmedCreate(resource: "post", status: 201, reason: "missing key at userId"))
    check(error.description.hasSuffix("the post may have been created"))
  }

  @Test("a create answered 201 or 200 with an empty body is unconfirmed", arguments: [200, 201])
  func unconfirmedCreateEmptyBody(status: Int) async throws {
    let server = try server(answering: .text("", status: status))

    await #expect(
      throws: NetworkError.unconfirmedCreate(
        resource: "user", status: status, reason: "the body is empty, not JSON")
    ) { try await server.client().createUser(UserDraft(name: "N", username: "u", email: "e")) }
  }

  @Test("an update answered with something that is not the resource is undecodable")
  func undecodableUpdate() async throws {
    let server = try server(answering: .text(#"{"id": 7}"#))

    await #expect(
      throws: NetworkError.undecodable(
        resource: "post", codingPath: "userId", reason: "missing key")
    ) { try await server.client().updatePost(7, PostChanges(title: "T")) }
  }

  @Test("a transport failure is reported as for reads")
  func transportFailure() async throws {
    let server = try StubServer { _ in throw URLError(.cannotConnectToHost) }

    await #expect(
      throws: NetworkError.unreachable(
        host: ShownHost(server.baseURL), reason: "connection refused")
    ) { try await server.client().deleteUser(1) }
  }
}
