import Features

/// The create and edit form: `FormFeature` over ``AdminUserForm``.
public typealias AdminUserFormFeature = FormFeature<AdminUserForm>

extension FormFeature where State == AdminUserForm {
  /// Creates the form, saving through `client`: a create for a new user, an edit for one being
  /// edited, and nothing for an edit that changes nothing.
  public init(client: UsersAdminClient) {
    self.init { form in
      let draft = form.draft
      guard let original = form.original else {
        return .request { try await client.create(draft) }
      }
      if draft == AdminUserDraft(original) {
        return .unchanged(original)
      }
      return .request { try await client.update(original.id, draft) }
    }
  }
}
