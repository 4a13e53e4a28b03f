import Features

/// The search of the open issues: `SearchableListFeature` whose server searches (GitHub's
/// `/search/issues`), a numbered page at a time, asked once typing pauses, the request in flight
/// cancelled by a newer one. Made from a client of ``GitHubResources/openIssues(in:)``
/// (`SearchableListFeature(client:clock:)`).
public typealias IssueSearchFeature = SearchableListFeature<RecordQuery, Issue>
