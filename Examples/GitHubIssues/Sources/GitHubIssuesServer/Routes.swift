import Foundation
import HTTPServer

/// What the server answers to each request: the token and the rate limit first, then the
/// route.
struct Routes: Sendable {
  let owner: String
  let repository: String
  let store: IssueStore
  let limiter: RateLimiter
  let accounts: [GitHubAccount]
  let now: @Sendable () -> Date

  /// The longest title GitHub accepts.
  static let titleLimit = 256

  /// The answer to `request`, with the URLs below `apiRoot`, and the login of the account whose
  /// token came.
  func answer(_ request: HTTPRequest, apiRoot: String) -> (HTTPResponse, String?) {
    guard let authorization = request.headers["Authorization"] else {
      return (GitHubAnswer.error(401, "Requires authentication"), nil)
    }
    let token = ["Bearer ", "bearer ", "token "].reduce(authorization) { text, prefix in
      text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
    guard let account = accounts.first(where: { $0.token == token }) else {
      return (GitHubAnswer.error(401, "Bad credentials"), nil)
    }
    let path = request.path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
    let resource = path.first == "search" ? "search" : "core"
    let now = now()
    let (taken, allowed) = limiter.take(account.login, in: resource, at: now)
    var window = taken
    var response: HTTPResponse
    if allowed {
      response = route(request, path: path, account: account, apiRoot: apiRoot, now: now)
      if response.status == 304 {
        window = limiter.giveBack(account.login, in: resource) ?? window
      }
    } else {
      response = GitHubAnswer.error(
        403, "API rate limit exceeded for user \(account.login). Wait for the reset.")
    }
    response.headers["X-RateLimit-Limit"] = "\(limiter.limit)"
    response.headers["X-RateLimit-Remaining"] = "\(window.remaining)"
    response.headers["X-RateLimit-Used"] = "\(limiter.limit - window.remaining)"
    response.headers["X-RateLimit-Reset"] =
      "\(Int(window.reset.timeIntervalSince1970.rounded(.up)))"
    response.headers["X-RateLimit-Resource"] = resource
    return (response, account.login)
  }

  private func route(
    _ request: HTTPRequest, path: [String], account: GitHubAccount, apiRoot: String, now: Date
  ) -> HTTPResponse {
    let query = Self.queryItems(of: request)
    if path == ["search", "issues"], request.method == "GET" {
      return search(
        query, account: account, apiRoot: apiRoot, ifNoneMatch: request.headers["If-None-Match"])
    }
    guard path.count >= 4, path[0] == "repos", path[1] == owner, path[2] == repository,
      path[3] == "issues", account.seesRepository
    else { return GitHubAnswer.error(404, "Not Found") }
    switch (request.method, path.count) {
    case ("GET", 4):
      return list(
        query, account: account, apiRoot: apiRoot, ifNoneMatch: request.headers["If-None-Match"])
    case ("POST", 4):
      return create(request.body, account: account, apiRoot: apiRoot, now: now)
    case ("GET", 5):
      guard let issue = Int(path[4]).flatMap(store.issue) else {
        return GitHubAnswer.error(404, "Not Found")
      }
      return read(
        issue.json(repository: name, apiRoot: apiRoot), account: account,
        ifNoneMatch: request.headers["If-None-Match"])
    case ("PATCH", 5):
      return update(Int(path[4]), with: request.body, apiRoot: apiRoot, now: now)
    default:
      return GitHubAnswer.error(404, "Not Found")
    }
  }

  /// `OWNER/REPO`.
  private var name: String {
    "\(owner)/\(repository)"
  }

  // MARK: Reads

  private func list(
    _ query: [URLQueryItem], account: GitHubAccount, apiRoot: String, ifNoneMatch: String?
  ) -> HTTPResponse {
    let state = Self.value("state", in: query) ?? "open"
    guard ["open", "closed", "all"].contains(state) else {
      return GitHubAnswer.validationFailed([
        ["resource": "Issue", "field": "state", "code": "invalid"]
      ])
    }
    let issues = store.all.filter { state == "all" || $0.state == state }
    return page(
      of: issues.map { $0.json(repository: name, apiRoot: apiRoot) }, query: query,
      url: "\(apiRoot)/repos/\(name)/issues", account: account, ifNoneMatch: ifNoneMatch
    ) { $0 }
  }

  private func search(
    _ query: [URLQueryItem], account: GitHubAccount, apiRoot: String, ifNoneMatch: String?
  ) -> HTTPResponse {
    guard let q = Self.value("q", in: query), !q.allSatisfy(\.isWhitespace) else {
      return GitHubAnswer.validationFailed([
        ["resource": "Search", "field": "q", "code": "missing"]
      ])
    }
    var words: [String] = []
    var repositories: [String] = []
    var state: String?
    var pullRequests: Bool?
    for word in q.split(whereSeparator: \.isWhitespace).map({ String($0).lowercased() }) {
      switch word {
      case "is:issue": pullRequests = false
      case "is:pr": pullRequests = true
      case "is:open", "state:open": state = "open"
      case "is:closed", "state:closed": state = "closed"
      case _ where word.hasPrefix("repo:"): repositories.append(String(word.dropFirst(5)))
      default: words.append(word)
      }
    }
    let visible = repositories.allSatisfy { $0 == name.lowercased() } && account.seesRepository
    let found = (visible ? store.all : []).filter { issue in
      let text = "\(issue.title) \(issue.body ?? "")".lowercased()
      return (state.map { issue.state == $0 } ?? true)
        && (pullRequests.map { issue.isPullRequest == $0 } ?? true)
        && words.allSatisfy { text.contains($0) }
    }
    return page(
      of: found.map { $0.json(repository: name, apiRoot: apiRoot) }, query: query,
      url: "\(apiRoot)/search/issues", account: account, ifNoneMatch: ifNoneMatch,
      revalidated: true
    ) { items in
      ["total_count": found.count, "incomplete_results": false, "items": items]
    }
  }

  /// The page that `query` asks for (`per_page` from 1 to 100, 30 by default; `page` from 1) of
  /// `items`, wrapped by `body`, with its `Link` and caching fields.
  private func page(
    of items: [[String: Any]], query: [URLQueryItem], url: String, account: GitHubAccount,
    ifNoneMatch: String?, revalidated: Bool = false, body: ([[String: Any]]) -> Any
  ) -> HTTPResponse {
    let perPage = min(max(Self.value("per_page", in: query).flatMap { Int($0) } ?? 30, 1), 100)
    let page = max(Self.value("page", in: query).flatMap { Int($0) } ?? 1, 1)
    let pageCount = max((items.count + perPage - 1) / perPage, 1)
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
    let slice =
      overflow || start >= items.count
      ? [] : Array(items[start..<min(items.count, start + perPage)])
    var response = read(
      body(slice), account: account, ifNoneMatch: ifNoneMatch, revalidated: revalidated)
    if let link = GitHubAnswer.link(url: url, query: query, page: page, pageCount: pageCount) {
      response.headers["Link"] = link
    }
    return response
  }

  /// `value` as a read's answer: `200` with its caching fields, or `304` when `ifNoneMatch`
  /// names its entity tag.
  private func read(
    _ value: Any, account: GitHubAccount, ifNoneMatch: String?, revalidated: Bool = false
  ) -> HTTPResponse {
    let answer = GitHubAnswer.json(value)
    let headers = GitHubAnswer.cachingHeaders(
      of: answer.body, for: account.login, revalidated: revalidated)
    guard !GitHubAnswer.matches(ifNoneMatch, headers) else {
      return HTTPResponse(status: 304, headers: headers)
    }
    var response = answer
    for field in headers {
      response.headers[field.name] = field.value
    }
    return response
  }

  // MARK: Writes

  private func create(_ body: Data, account: GitHubAccount, apiRoot: String, now: Date)
    -> HTTPResponse
  {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return GitHubAnswer.error(400, "Problems parsing JSON")
    }
    if let problem = Self.titleProblem(object["title"], required: true) {
      return GitHubAnswer.validationFailed([problem])
    }
    if let description = object["body"], !(description is String || description is NSNull) {
      return GitHubAnswer.validationFailed([
        ["resource": "Issue", "field": "body", "code": "invalid"]
      ])
    }
    let issue = store.open(
      title: (object["title"] as? String) ?? "", body: object["body"] as? String,
      author: account.login, at: now)
    return GitHubAnswer.json(
      issue.json(repository: name, apiRoot: apiRoot), status: 201,
      headers: ["Location": "\(apiRoot)/repos/\(name)/issues/\(issue.number)"])
  }

  private func update(_ number: Int?, with body: Data, apiRoot: String, now: Date)
    -> HTTPResponse
  {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return GitHubAnswer.error(400, "Problems parsing JSON")
    }
    if let state = object["state"], !["open", "closed"].contains(state as? String) {
      return GitHubAnswer.validationFailed([
        ["resource": "Issue", "field": "state", "code": "invalid"]
      ])
    }
    if object["title"] != nil, let problem = Self.titleProblem(object["title"], required: true) {
      return GitHubAnswer.validationFailed([problem])
    }
    let updated = number.flatMap { number in
      store.update(number) { issue in
        if let state = object["state"] as? String, state != issue.state {
          issue.state = state
          issue.closedAt = state == "closed" ? now : nil
        }
        if let title = object["title"] as? String {
          issue.title = title
        }
      }
    }
    guard let updated else { return GitHubAnswer.error(404, "Not Found") }
    return GitHubAnswer.json(updated.json(repository: name, apiRoot: apiRoot))
  }

  /// What is wrong with a title, as GitHub's `422` says it; `nil` for nothing.
  private static func titleProblem(_ value: Any?, required: Bool) -> [String: String]? {
    guard let value, !(value is NSNull) else {
      return required ? ["resource": "Issue", "field": "title", "code": "missing_field"] : nil
    }
    guard let title = value as? String else {
      return ["resource": "Issue", "field": "title", "code": "invalid"]
    }
    if title.allSatisfy(\.isWhitespace) {
      return ["resource": "Issue", "field": "title", "code": "missing_field"]
    }
    if title.count > titleLimit {
      return [
        "resource": "Issue", "field": "title", "code": "custom",
        "message": "title is too long (maximum is \(titleLimit) characters)",
      ]
    }
    return nil
  }

  // MARK: Queries

  /// The query of `request`, a `+` read as a space as forms write it.
  private static func queryItems(of request: HTTPRequest) -> [URLQueryItem] {
    let query = (request.query.map(String.init) ?? "").replacingOccurrences(of: "+", with: "%20")
    return URLComponents(string: "?" + query)?.queryItems ?? []
  }

  private static func value(_ name: String, in query: [URLQueryItem]) -> String? {
    query.last { $0.name == name }?.value
  }
}
