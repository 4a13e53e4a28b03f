import BrowseKit
import GitHubIssues

extension ResourceCatalog {
  /// The browser's one tab, `issues`: `repository`'s open issues, each identified by its
  /// `number`, with `x` to close one (``RecordAddOn/closingIssues``).
  public static func gitHubIssues(of repository: Repository) -> ResourceCatalog {
    let path = GitHubResources.path(of: repository).joined(separator: "/")
    return ResourceCatalog(
      resources: [BrowsedResource(name: "issues", path: path)], idField: "number",
      addOns: [.closingIssues])
  }
}
