import Foundation

/// An issue as the server holds it.
public struct ServedIssue: Sendable, Hashable {
  /// The number in the repository.
  public var number: Int
  /// The title.
  public var title: String
  /// The description; `nil` is sent as `null`.
  public var body: String?
  /// `open` or `closed`.
  public var state: String
  /// The login of whoever opened it.
  public var author: String
  /// The names of its labels.
  public var labels: [String]
  /// How many comments it has.
  public var comments: Int
  /// When it was opened.
  public var createdAt: Date
  /// When it was closed; `nil` while it is open.
  public var closedAt: Date?
  /// Whether it is a pull request, which GitHub lists among the issues.
  public var isPullRequest: Bool

  /// Creates an issue from its parts, open by default.
  public init(
    number: Int, title: String, body: String? = nil, state: String = "open", author: String,
    labels: [String] = [], comments: Int = 0, createdAt: Date, closedAt: Date? = nil,
    isPullRequest: Bool = false
  ) {
    self.number = number
    self.title = title
    self.body = body
    self.state = state
    self.author = author
    self.labels = labels
    self.comments = comments
    self.createdAt = createdAt
    self.closedAt = closedAt
    self.isPullRequest = isPullRequest
  }

  /// The issue as GitHub writes it, with its URLs below `apiRoot` and `htmlRoot`.
  func json(repository: String, apiRoot: String) -> [String: Any] {
    let url = "\(apiRoot)/repos/\(repository)/issues/\(number)"
    var json: [String: Any] = [
      "id": 1_000_000 + number, "number": number, "title": title,
      "body": body.map { $0 as Any } ?? NSNull(), "state": state,
      "user": ["login": author, "id": Self.userID(of: author)],
      "labels": labels.map { ["name": $0] }, "comments": comments,
      "created_at": Self.iso8601(createdAt), "updated_at": Self.iso8601(closedAt ?? createdAt),
      "closed_at": closedAt.map { Self.iso8601($0) as Any } ?? NSNull(),
      "url": url, "html_url": "https://github.example/\(repository)/issues/\(number)",
    ]
    if isPullRequest {
      json["pull_request"] = ["url": "\(apiRoot)/repos/\(repository)/pulls/\(number)"]
    }
    return json
  }

  /// A stable identifier for a login.
  private static func userID(of login: String) -> Int {
    login.utf8.reduce(7) { ($0 &* 31 &+ Int($1)) & 0xFFFFF }
  }

  private static func iso8601(_ date: Date) -> String {
    Date.ISO8601FormatStyle().format(date)
  }
}
