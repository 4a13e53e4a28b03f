import Features

/// The form that opens an issue: `FormFeature` over ``IssueForm``, saved through a client of
/// ``GitHubResources/openIssues(in:)`` (`FormFeature(saving:)`).
public typealias IssueFormFeature = FormFeature<IssueForm>
