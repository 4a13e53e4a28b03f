import Features
import Foundation
import Models

/// An issue as GitHub's REST API lists it: `{number, title, body, state, user: {login}, labels:
/// [{name}], comments, created_at, pull_request?}`. GitHub counts every pull request as an
/// issue too; ``isPullRequest`` tells them apart.
public struct Issue: Sendable, Hashable, Identifiable {
  /// An issue's number in its repository, which cannot be mixed up with another resource's.
  public typealias Number = Tagged<Issue, Int>

  /// Whether an issue is open or closed.
  public enum State: String, Codable, Sendable {
    /// Open.
    case open
    /// Closed.
    case closed
  }

  /// The number, such as `1347`.
  public var number: Number
  /// The title.
  public var title: String
  /// The description, when there is one.
  public var body: String?
  /// Open or closed.
  public var state: State
  /// The login of whoever opened it.
  public var author: String
  /// The names of its labels.
  public var labels: [String]
  /// How many comments it has.
  public var comments: Int
  /// When it was opened.
  public var createdAt: Date
  /// Whether it is a pull request.
  public var isPullRequest: Bool

  /// Creates an issue from its parts.
  public init(
    number: Number, title: String, body: String? = nil, state: State = .open, author: String,
    labels: [String] = [], comments: Int = 0, createdAt: Date, isPullRequest: Bool = false
  ) {
    self.number = number
    self.title = title
    self.body = body
    self.state = state
    self.author = author
    self.labels = labels
    self.comments = comments
    self.createdAt = createdAt
    self.isPullRequest = isPullRequest
  }

  /// The number, which identifies it in its repository.
  public var id: Number { number }
}

extension Issue: Decodable {
  private enum CodingKeys: String, CodingKey {
    case number, title, body, state, user, labels, comments
    case createdAt = "created_at"
    case pullRequest = "pull_request"
  }

  private struct User: Decodable {
    var login: String
  }

  private struct Label: Decodable {
    var name: String
  }

  /// Reads an issue as GitHub writes it; `created_at` is ISO 8601 in UTC.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    number = try container.decode(Number.self, forKey: .number)
    title = try container.decode(String.self, forKey: .title)
    body = try container.decodeIfPresent(String.self, forKey: .body)
    state = try container.decode(State.self, forKey: .state)
    author = try container.decode(User.self, forKey: .user).login
    labels = try container.decodeIfPresent([Label].self, forKey: .labels)?.map(\.name) ?? []
    comments = try container.decodeIfPresent(Int.self, forKey: .comments) ?? 0
    let created = try container.decode(String.self, forKey: .createdAt)
    guard let date = try? Date.ISO8601FormatStyle().parse(created) else {
      throw DecodingError.dataCorruptedError(
        forKey: .createdAt, in: container, debugDescription: "not an ISO 8601 date: \(created)")
    }
    createdAt = date
    isPullRequest = container.contains(.pullRequest)
  }
}

extension Issue: Searchable {
  /// The title and the description, as a list searched on the client looks in them.
  public var searchableFields: [String] {
    [title, body ?? ""]
  }
}
