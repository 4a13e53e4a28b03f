import Features

/// Closing an issue once the person confirms: `DeletionFeature`, the generic confirm-then-send
/// feature, whose request is, in ``GitHubResources/openIssues(in:)``, a `PATCH` to `closed` (a
/// closed issue leaves the open ones, and can be opened again). Made from a client of them
/// (`DeletionFeature(client:)`).
public typealias CloseIssueFeature = DeletionFeature<Issue>
