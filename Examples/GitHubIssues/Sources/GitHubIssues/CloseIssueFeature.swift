import Features
import Models

/// Closing an issue once the person confirms: `DeletionFeature`, the generic confirm-then-send
/// feature, whose request is a `PATCH` to `closed` (a closed issue stays, and can be opened
/// again).
public typealias CloseIssueFeature = DeletionFeature<Issue.Number>

extension DeletionFeature where Item == Issue.Number {
  /// Creates the closing, sending it through `client.close`.
  public init(client: GitHubIssuesClient) {
    self.init { number in _ = try await client.close(number) }
  }
}
