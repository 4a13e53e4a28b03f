import Features
import Foundation
import GitHubIssues
import HTTPClient
import Synchronization

/// Issues and clients for the features' tests.
enum Fixtures {
  static let opened = Date(timeIntervalSince1970: 1_767_225_600)

  /// Open issues #5 to #1, newest first.
  static let issues = (1...5).reversed().map { number in
    Issue(
      number: Issue.Number(number), title: "Issue \(number)", author: "ada",
      labels: number.isMultiple(of: 2) ? ["bug"] : [], comments: number - 1, createdAt: opened)
  }

  /// The URL of page `number` of the open issues, as GitHub links it.
  static func link(page number: Int) -> URL {
    URL(
      string:
        "https://api.github.example/repositories/7/issues?state=open&per_page=2&page=\(number)")
      ?? URL(fileURLWithPath: "/")
  }

  /// Page `number` (from 1) of two issues, linking to the next one but after the last.
  static func page(_ number: Int) -> Page<Issue> {
    let start = (number - 1) * 2
    let items = Array(issues[min(start, issues.count)..<min(start + 2, issues.count)])
    let isLast = start + 2 >= issues.count
    return Page(items: items, next: isLast ? nil : .url(link(page: number + 1)))
  }

  /// A client of the open issues that pages `issues` by links, searches their titles, answers
  /// writes with `answer`, and records what it was asked in `log`.
  static func client(
    log: RequestLog = RequestLog(),
    answer: @escaping @Sendable (Request) throws -> Issue = { _ in issues[0] }
  ) -> ResourceClient<Issue, IssueDraft> {
    var client = ResourceClient<Issue, IssueDraft>.unimplemented
    client.page = { query in
      guard query.text.isEmpty else {
        log.append(.search(query))
        return searchPage(query)
      }
      log.append(.issues(query.page?.continuation))
      let number = query.page?.continuation?.url.flatMap { url in
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
          .first { $0.name == "page" }?.value.flatMap { Int($0) }
      }
      return page(number ?? 1)
    }
    client.record = { id in
      let number = Issue.Number(Int(id) ?? 0)
      log.append(.issue(number))
      guard let issue = issues.first(where: { $0.number == number }) else {
        throw NetworkError.notFound(resource: "issue", id: id)
      }
      return issue
    }
    client.create = { draft, _ in
      log.append(.create(draft))
      return try answer(.create(draft))
    }
    client.delete = { id in
      let number = Issue.Number(Int(id) ?? 0)
      log.append(.close(number))
      _ = try answer(.close(number))
    }
    client.recordID = { "\($0.number.rawValue)" }
    return client
  }

  /// What the test client's search answers: the issues whose title contains the text.
  static func searchPage(_ query: RecordQuery) -> Page<Issue> {
    let text = query.text.lowercased()
    let found = issues.filter { text.isEmpty || $0.title.lowercased().contains(text) }
    let request = query.page ?? PageRequest(size: found.count)
    return Page.numbered(
      Array(found.prefix(request.size)), number: request.number ?? 1, size: request.size,
      totalCount: found.count)
  }
}

/// A request the test client was asked for.
enum Request: Sendable, Hashable {
  case issues(PageContinuation?)
  case issue(Issue.Number)
  case search(RecordQuery)
  case create(IssueDraft)
  case close(Issue.Number)
}

/// The requests a test client was asked for, in order.
final class RequestLog: Sendable {
  private let requests = Mutex<[Request]>([])

  func append(_ request: Request) {
    requests.withLock { $0.append(request) }
  }

  var all: [Request] {
    requests.withLock { $0 }
  }
}

/// The example's issue, by a name that Swift Testing's `Issue` does not hide.
typealias GitHubIssue = Issue
