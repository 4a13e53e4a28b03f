import Foundation
import GitHubIssues
import HTTPClient
import Testing

@Suite struct IssueTests {
  /// An issue and a pull request as GitHub's REST API lists them, and a record it cannot read.
  static let listed = #"""
    [
      {"id": 1, "number": 1347, "title": "Found a bug", "body": "I'm having a problem.",
       "state": "open", "user": {"login": "octocat", "id": 1},
       "labels": [{"id": 208045946, "name": "bug", "color": "f29513"}], "comments": 3,
       "created_at": "2011-04-22T13:33:48Z", "html_url": "https://github.com/o/r/issues/1347"},
      {"id": 2, "number": 1348, "title": "Fix it", "body": null, "state": "closed",
       "user": {"login": "hubot"}, "labels": [], "comments": 0,
       "created_at": "2011-04-23T10:00:00Z", "pull_request": {"url": "https://api/pulls/1348"}},
      {"id": 3, "number": 1349, "title": "No date", "state": "open", "user": {"login": "x"}}
    ]
    """#

  @Test func readsGitHubsIssuesAndPullRequestsRecordByRecord() throws {
    let list = try ListPayload<GitHubIssue>(
      decoding: Data(Self.listed.utf8), with: JSONDecoder(), resource: "issues")

    let first = try #require(list.items.first)
    #expect(first.number == 1347 && first.title == "Found a bug" && first.state == .open)
    #expect(first.author == "octocat" && first.labels == ["bug"] && first.comments == 3)
    #expect(first.createdAt == Date(timeIntervalSince1970: 1_303_479_228))
    #expect(!first.isPullRequest)
    let second = try #require(list.items.last)
    #expect(second.body == nil && second.state == .closed && second.isPullRequest)
    #expect(list.items.count == 2)
    #expect(list.skipped?.count == 1)
  }

  @Test func aDraftLeavesOutAnEmptyBody() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    let bare = String(decoding: try encoder.encode(IssueDraft(title: "T")), as: UTF8.self)
    let full = String(
      decoding: try encoder.encode(IssueDraft(title: "T", body: "B")), as: UTF8.self)

    #expect(bare == #"{"title":"T"}"#)
    #expect(full == #"{"body":"B","title":"T"}"#)
  }

  @Test func aRepositoryIsOwnerSlashName() {
    #expect(Repository("octo/harbour") == Repository(owner: "octo", name: "harbour"))
    #expect(Repository(owner: "octo", name: "harbour").description == "octo/harbour")
    for text in ["octo", "octo/", "/harbour", "a/b/c", "oc to/harbour", ""] {
      #expect(Repository(text) == nil)
    }
  }
}
