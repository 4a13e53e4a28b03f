import Features

/// The form that opens an issue: `FormFeature` over ``IssueForm``.
public typealias IssueFormFeature = FormFeature<IssueForm>

extension FormFeature where State == IssueForm {
  /// Creates the form, opening the issue through `client.create`.
  public init(client: GitHubIssuesClient) {
    self.init { form in
      let draft = form.draft
      return .request { try await client.create(draft) }
    }
  }
}
